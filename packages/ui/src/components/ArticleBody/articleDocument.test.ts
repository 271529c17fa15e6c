import { describe, expect, it } from 'vitest';
import { lightTokens } from '../../theme/tokens';
import { ARTICLE_CSP, articleDocument, lightLook } from './articleDocument';

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
  it('puts the article under a policy that allows no script', () => {
    const doc = articleDocument('<p>Hello</p>', look, 'A title');
    expect(ARTICLE_CSP).toContain("script-src 'none'");
    expect(ARTICLE_CSP).toContain("default-src 'none'");
    expect(doc).toContain(`content="${ARTICLE_CSP.replaceAll('"', '&quot;')}"`);
    expect(doc.indexOf('Content-Security-Policy')).toBeLessThan(doc.indexOf('<p>Hello</p>'));
    expect(doc).toContain('<base target="_blank">');
  });

  it('keeps theme values and the title from breaking out of their place', () => {
    const doc = articleDocument(
      '',
      { ...look, text: 'red;}</style><script>x()</script>' },
      '</title><script>',
    );
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('&lt;/title>&lt;script>');
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
