import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { wholeWords } from '../../internal/shared.css';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import { vars } from '../../theme/vars.css';

export const root = style({
  // Beside the timer when there is room for both.
  flex: '1 1 20rem',
  display: 'grid',
  // As many tiles in a row as fit, each room for its picture and a word or two beside it.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

// The picture first, the goal's title (and its due date) beside it: a tile no taller than its
// picture, so the chosen goal's board stays on a tablet's first screen under the tiles.
export const tile = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: '1fr 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: vars.space.xs,
  border: `${vars.size.borderThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.secondary,
      boxShadow: `0 0 0 ${vars.size.borderThick} ${vars.color.primary}`,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const picture = style({
  gridRow: '1 / span 2',
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
});

const byColor = Object.fromEntries(categoryColors.map((color) => [color, color])) as Record<
  CategoryColor,
  CategoryColor
>;
export const pictureColor = styleVariants(byColor, (color) => ({
  backgroundColor: vars.color.category[color],
}));

export const title = style([
  wholeWords,
  {
    maxWidth: '100%',
    alignSelf: 'end',
    // Without a due date under it, the title is centred beside the picture.
    selectors: { '&:last-child': { gridRow: '1 / span 2', alignSelf: 'center' } },
  },
]);

// The due date, under the title.
globalStyle(`${tile} > ${title} + *`, { alignSelf: 'start', justifySelf: 'start' });
