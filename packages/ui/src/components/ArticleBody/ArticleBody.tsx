import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { themeVar } from '../../theme/variableName';
import { articleDocument, articleStylesheet, lightLook, type ArticleLook } from './articleDocument';
import * as styles from './ArticleBody.css';

export type ArticleBodyProps = Omit<
  ComponentPropsWithRef<'iframe'>,
  'children' | 'srcDoc' | 'sandbox' | 'title'
> & {
  /** The article's HTML (already sanitised by whoever stored it). */
  html: string;
  /** The frame's accessible name, usually the article's title. */
  title: string;
  /** The language the article is written in (a BCP 47 tag such as `ja`); English unless told. */
  lang?: string;
};

/** The theme value behind a contract variable (`var(--x)`), as the page currently has it. */
function themeValue(element: Element, variable: string): string {
  const name = /var\((--[^),]+)/.exec(variable)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
}

function lookOf(element: Element): ArticleLook {
  const read = (variable: string, fallback: string) => themeValue(element, variable) || fallback;
  return {
    text: read(themeVar('color', 'text'), lightLook.text),
    heading: read(themeVar('color', 'text'), lightLook.heading),
    link: read(themeVar('color', 'primary'), lightLook.link),
    fontBody: read(themeVar('font', 'body'), lightLook.fontBody),
    fontHeading: read(themeVar('font', 'heading'), lightLook.fontHeading),
    fontSize: read(themeVar('fontSize', 'md'), lightLook.fontSize),
    lineHeight: read(themeVar('font', 'lineHeightNormal'), lightLook.lineHeight),
    quoteBorder: read(themeVar('color', 'borderSubtle'), lightLook.quoteBorder),
  };
}

/**
 * Gives a document its stylesheet as a constructed one: a page's policy governs <style> elements
 * (and a frame drawn from srcdoc keeps its page's policy), not stylesheets built from script.
 */
function adoptStylesheet(document: Document, css: string): void {
  // A constructed stylesheet can only be adopted by the document whose window made it.
  const view = document.defaultView;
  if (!view) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [sheet];
}

/**
 * Shows an article's HTML in a sandboxed frame under its own Content-Security-Policy: even if a
 * script slipped past the sanitiser it could not run, reach this page or its stored sign-in.
 * The article is in the frame from the first render (server-rendered HTML included); once the
 * frame has loaded and this page's script runs, the article takes the page's theme and the frame
 * grows to the article's height.
 */
export function ArticleBody({
  html,
  title,
  lang = 'en',
  className,
  onLoad,
  ...props
}: ArticleBodyProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  const fit = useCallback(() => {
    const element = frame.current;
    const body = element?.contentDocument?.documentElement;
    if (element && body) element.style.height = `${body.scrollHeight}px`;
  }, []);

  const dress = useCallback(() => {
    const element = frame.current;
    const article = element?.contentDocument;
    // Until its srcdoc has loaded, the frame holds an empty document about to be replaced.
    if (!element || !article || article.URL !== 'about:srcdoc') return;
    adoptStylesheet(article, articleStylesheet(lookOf(element)));
    fit();
  }, [fit]);

  // A page drawn at build time may have loaded its frame before this script ran.
  useLayoutEffect(dress, [dress]);

  // Text reflows when the window narrows: keep the frame as tall as its article.
  useEffect(() => {
    const observer = new ResizeObserver(fit);
    if (frame.current) observer.observe(frame.current);
    return () => observer.disconnect();
  }, [fit]);

  return (
    <iframe
      ref={frame}
      title={title}
      className={cx(styles.frame, className)}
      // No allow-scripts: nothing inside may run. Same origin only so this page can dress and
      // measure it.
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      lang={lang}
      srcDoc={articleDocument(html, title, lang)}
      onLoad={(event) => {
        dress();
        onLoad?.(event);
      }}
      {...props}
    />
  );
}
