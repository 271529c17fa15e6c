import { describe, expect, it } from 'vitest';
import { lightTokens } from '../../theme/tokens';
import { ARTICLE_CSP, articleDocument, articleStylesheet, lightLook } from './articleDocument';

const look = {
  text: '#111',
  heading: '#222',
  link: '#00f',
  fontBody: 'system-ui',
  fontHeading: 'Georgia',
  fontSize: '1rem',
  lineHeight: '1.6',
  quoteBorder: '#ccc',
};

describe('articleDocument', () => {
  it('puts the article under a policy that allows no script and no style in the document', () => {
    const doc = articleDocument('<p>Hello</p>', 'A title');
    expect(ARTICLE_CSP).toContain("script-src 'none'");
    expect(ARTICLE_CSP).toContain("default-src 'none'");
    expect(ARTICLE_CSP).toContain("style-src 'none'");
    expect(doc).toContain(`content="${ARTICLE_CSP.replaceAll('"', '&quot;')}"`);
    expect(doc.indexOf('Content-Security-Policy')).toBeLessThan(doc.indexOf('<p>Hello</p>'));
    expect(doc).toContain('<base target="_blank">');
    // Its look comes as a constructed stylesheet: no <style> for any policy to refuse.
    expect(doc).not.toContain('<style');
  });

  it('writes the article in its language, English unless told, and only as a language tag', () => {
    expect(articleDocument('<p>Hi</p>', 'T')).toContain('<html lang="en">');
    expect(articleDocument('<p>こんにちは</p>', 'T', 'ja')).toContain('<html lang="ja">');
    expect(articleDocument('<p>Hi</p>', 'T', 'zh-Hans')).toContain('<html lang="zh-Hans">');
    expect(articleDocument('<p>Hi</p>', 'T', 'fr"><script>')).toContain('<html lang="en">');
  });

  it('keeps theme values in their rule and the title in its element', () => {
    const css = articleStylesheet({ ...look, text: 'red;}body{display:none' });
    expect(css).toContain('html{color:redbodydisplay:none;');
    expect(css.match(/\{/g)).toHaveLength(articleStylesheet(look).match(/\{/g)?.length ?? 0);
    const doc = articleDocument('', '</title><script>');
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('&lt;/title>&lt;script>');
  });

  it("dresses the article in the theme's values", () => {
    const css = articleStylesheet(look);
    expect(css).toContain('html{color:#111;font-family:system-ui;font-size:1rem;line-height:1.6}');
    expect(css).toContain('h2,h3,h4{color:#222;font-family:Georgia;');
    expect(css).toContain('a{color:#00f}');
    expect(css).toContain('blockquote{border-left:4px solid #ccc;');
  });

  it("shows an article before the page's theme is read in the light theme's own values", () => {
    expect(lightLook).toEqual({
      text: lightTokens.color.text,
      heading: lightTokens.color.text,
      link: lightTokens.color.primary,
      fontBody: lightTokens.font.body,
      fontHeading: lightTokens.font.heading,
      fontSize: lightTokens.fontSize.md,
      lineHeight: lightTokens.font.lineHeightNormal,
      quoteBorder: lightTokens.color.borderSubtle,
    });
  });
});
