import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  margin: 0,
  overflowWrap: 'anywhere',
  // A Japanese heading breaks between phrases (where the browser knows them) and by the strict
  // rules, never inside a word such as 見つかりません, wherever the heading is drawn: a child's
  // pages inherit the same from their density, an error page has none around it.
  lineBreak: 'strict',
  hyphens: 'manual',
  '@supports': {
    '(word-break: auto-phrase)': {
      // Not yet in the CSS type definitions.
      wordBreak: 'auto-phrase' as 'normal',
    },
  },
});

export const level = styleVariants({
  1: { fontSize: vars.fontSize.xxl },
  2: { fontSize: vars.fontSize.xl },
  3: { fontSize: vars.fontSize.lg },
  4: { fontSize: vars.fontSize.md },
});
