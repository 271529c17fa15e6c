// The document an article's HTML is shown in, free of React so it is unit-tested.

/** What the article inherits from the page's theme. */
export interface ArticleLook {
  text: string;
  heading: string;
  link: string;
  fontBody: string;
  fontHeading: string;
  fontSize: string;
  lineHeight: string;
  quoteBorder: string;
}

/**
 * The light theme's look: what the frame shows before the page's theme can be read (a page drawn
 * at build time, or before its script runs), so the article is there from the first paint. The
 * theme's values written out (a test keeps them equal), so the page's script does not carry
 * the whole token table.
 */
export const lightLook: ArticleLook = {
  text: '#1f2a44',
  heading: '#1f2a44',
  link: '#4f46e5',
  fontBody:
    "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', 'Arial Rounded MT Bold', Calibri, source-sans-pro, system-ui, sans-serif",
  fontHeading:
    "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', 'Arial Rounded MT Bold', Calibri, source-sans-pro, system-ui, sans-serif",
  fontSize: '1.0625rem',
  lineHeight: '1.5',
  quoteBorder: '#e3ded5',
};

/**
 * The policy inside the frame: no script from anywhere, no plugins, no forms, no styles or fonts
 * from elsewhere; images only over https. With the frame's sandbox this is a second lock.
 */
export const ARTICLE_CSP =
  "default-src 'none'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; img-src https: data:; style-src 'unsafe-inline'";

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
/** Theme values go into a stylesheet: keep them from closing the rule or the element. */
const cssValue = (value: string) => value.replace(/[;{}<>]/g, '');

export function articleDocument(html: string, look: ArticleLook, title: string): string {
  const css = [
    `html{color:${cssValue(look.text)};font-family:${cssValue(look.fontBody)};font-size:${cssValue(look.fontSize)};line-height:${cssValue(look.lineHeight)}}`,
    'body{margin:0;overflow-wrap:anywhere}',
    `h2,h3,h4{color:${cssValue(look.heading)};font-family:${cssValue(look.fontHeading)};line-height:1.25;margin:1.5em 0 .5em}`,
    'p,ul,ol,blockquote,figure{margin:0 0 1em}',
    `a{color:${cssValue(look.link)}}`,
    `blockquote{border-left:4px solid ${cssValue(look.quoteBorder)};padding-left:1em}`,
    'img{max-width:100%;height:auto}',
  ].join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(ARTICLE_CSP)}">`,
    // Links leave the frame for a new tab instead of loading inside it.
    '<base target="_blank">',
    `<title>${title.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</title>`,
    `<style>${css}</style></head><body>${html}</body></html>`,
  ].join('');
}
