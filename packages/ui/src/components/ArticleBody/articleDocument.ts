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
 * The light theme's look: what the frame takes for a value the page's theme does not give. The
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
 * The policy inside the frame: no script from anywhere, no plugins, no forms, no stylesheet or
 * style of any kind in the document (its look is a constructed stylesheet, which no policy
 * governs); images only over https. With the frame's sandbox this is a second lock. A frame drawn
 * from srcdoc also keeps the page's own policy, so a page stricter than this one wins.
 */
export const ARTICLE_CSP =
  "default-src 'none'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; img-src https: data:; style-src 'none'";

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
/** Theme values go into a stylesheet: keep them from closing their rule or adding another. */
const cssValue = (value: string) => value.replace(/[;{}]/g, '');

/** The article's look as a stylesheet, for the frame's constructed stylesheet. */
export function articleStylesheet(look: ArticleLook): string {
  return [
    `html{color:${cssValue(look.text)};font-family:${cssValue(look.fontBody)};font-size:${cssValue(look.fontSize)};line-height:${cssValue(look.lineHeight)}}`,
    'body{margin:0;overflow-wrap:anywhere}',
    `h2,h3,h4{color:${cssValue(look.heading)};font-family:${cssValue(look.fontHeading)};line-height:1.25;margin:1.5em 0 .5em}`,
    'p,ul,ol,blockquote,figure{margin:0 0 1em}',
    `a{color:${cssValue(look.link)}}`,
    `blockquote{border-left:4px solid ${cssValue(look.quoteBorder)};padding-left:1em}`,
    'img{max-width:100%;height:auto}',
  ].join('');
}

/**
 * The frame's document: the article under its policy, in its language (what a screen reader
 * speaks it in, and which glyphs Chinese and Japanese text is drawn with), without any style. Its look is not
 * written in (an inline <style> would need the page's policy to allow it, and would change with
 * the theme): the page gives it as a constructed stylesheet once the frame has loaded.
 */
export function articleDocument(html: string, title: string, lang = 'en'): string {
  // A language tag is letters, digits and dashes; anything else reads as English.
  const language = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? lang : 'en';
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(ARTICLE_CSP)}">`,
    // Links leave the frame for a new tab instead of loading inside it.
    '<base target="_blank">',
    `<title>${title.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</title>`,
    `</head><body>${html}</body></html>`,
  ].join('');
}
