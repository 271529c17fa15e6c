import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { lightTheme } from './light.css';
import { darkTheme } from './dark.css';
import { cjkFontStacks, reducedMotionTokens } from './tokens';

// A small reset scoped with :where() to the themed subtree, so it never outranks a consumer's
// own styles and pages that do not use the library are left alone.
const themed = `:where(.${lightTheme}, .${darkTheme})`;

globalStyle(`${themed}, ${themed} *, ${themed} *::before, ${themed} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(themed, {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeightNormal,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

// Chinese and Japanese share their characters' code points but not their letterforms: text in
// either language takes that language's system fonts (never a downloaded web font), chosen by the
// nearest lang attribute, <html lang> included.
for (const [language, stack] of Object.entries(cjkFontStacks)) {
  globalStyle(
    `.${lightTheme}:lang(${language}), .${darkTheme}:lang(${language}), ${themed} [lang]:lang(${language})`,
    { vars: { [vars.font.body]: stack, [vars.font.heading]: stack }, fontFamily: stack },
  );
}

globalStyle(`${themed} :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd)`, {
  margin: 0,
});

globalStyle(`${themed} :where(img, svg, video, canvas)`, { display: 'block', maxWidth: '100%' });

globalStyle(`${themed} :where(input, button, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(`${themed} :where(:focus-visible)`, {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// The theme class usually sits on <html> or <body>; either way the page loses its default margin.
globalStyle(`${themed} body, body${themed}`, { margin: 0, minHeight: '100vh' });

// An app-level "calm motion" setting: data-motion="reduced" on any element (the themed one
// included) zeroes the motion durations inside it, as the media query does for the whole page.
globalStyle(`[data-motion="reduced"], ${themed}[data-motion="reduced"]`, {
  vars: {
    [vars.motion.durationFast]: reducedMotionTokens.durationFast,
    [vars.motion.durationNormal]: reducedMotionTokens.durationNormal,
    [vars.motion.durationSlow]: reducedMotionTokens.durationSlow,
  },
});

/**
 * The base text style of a themed page. Put it beside the theme class (`<html class="lightTheme
 * themeBase">`): a bundler keeps this module, and with it the reset above, only when something
 * from it is used.
 */
export const themeBase = style({ fontFamily: vars.font.body });
