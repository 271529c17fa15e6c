import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Styles several components share: a visible focus ring and text only screen readers hear.

export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The rules behind visuallyHidden, for a style that hides its text only under a condition. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

/**
 * Text a child reads word by word: lines break only between words, by the language's own rules
 * (the page's `lang`). Japanese breaks between phrases where the browser knows them
 * (`word-break: auto-phrase`), else by its strict line-breaking rules, never keep-all (which
 * would leave a whole sentence on one line). No automatic hyphens: a hyphen splits the word a
 * pre-reader is sounding out. A word wider than its whole box (a pasted link) is the one case
 * still broken, rather than cut off: `break-word`, unlike `anywhere`, never lets a box shrink
 * below its longest word.
 */
export const wholeWords = style({
  overflowWrap: 'break-word',
  wordBreak: 'normal',
  hyphens: 'manual',
  lineBreak: 'strict',
  '@supports': {
    '(word-break: auto-phrase)': {
      // Not yet in the CSS type definitions.
      wordBreak: 'auto-phrase' as 'normal',
    },
  },
});

/**
 * A label of a word or two (a column's name, a tab): never broken inside a word in any script.
 * `keep-all` keeps a Japanese or Chinese word such as やること whole, which `wholeWords` may not
 * when its phrase rules split a word; on a label that is short by nature it cannot leave a
 * sentence on one line. Breaks stay possible at spaces.
 */
export const shortLabel = style({
  overflowWrap: 'normal',
  wordBreak: 'keep-all',
  hyphens: 'manual',
});
