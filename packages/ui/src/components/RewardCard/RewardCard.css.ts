import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderThick} solid ${vars.color.borderSubtle}`,
  minWidth: 0,
  selectors: {
    '&[data-state="affordable"]': { borderColor: vars.color.success },
    '&[data-state="pending"]': {
      borderColor: vars.color.info,
      backgroundColor: vars.color.infoSoft,
    },
    '&[data-state="approved"]': {
      borderColor: vars.color.success,
      backgroundColor: vars.color.successSoft,
    },
    '&[data-state="declined"]': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const head = style({
  display: 'flex',
  // On a narrow card the words go under the picture rather than one word a line beside it.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const picture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  // About two short words a line at the least, else the words wrap under the picture.
  flex: '1 1 9em',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  // Whole words: a long one goes to the next line, never split.
  overflowWrap: 'normal',
  wordBreak: 'keep-all',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.md,
});

export const priceStar = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  flexShrink: 0,
});

export const family = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const answer = style({ margin: 0, fontWeight: vars.font.weightBold });

export const note = style({ fontWeight: vars.font.weightRegular, fontStyle: 'italic' });

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text,
});

export const missing = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const emptyStar = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  flexShrink: 0,
  fill: 'none',
});

export const plus = style({ fontWeight: vars.font.weightBold });

// Across the card: the widest target a small finger can find, its words on one line.
export const ask = style({ alignSelf: 'stretch', marginBlockStart: vars.space.xs });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignItems: 'start',
});
