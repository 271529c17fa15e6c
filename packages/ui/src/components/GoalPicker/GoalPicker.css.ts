import { style, styleVariants } from '@vanilla-extract/css';
import { wholeWords } from '../../internal/shared.css';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import { vars } from '../../theme/vars.css';

export const root = style({
  // Beside the timer when there is room for both.
  flex: '1 1 20rem',
  display: 'grid',
  // As many big tiles in a row as fit, each at least a large picture and its padding wide.
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.pictureLg} + ${vars.space.xxl}), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: vars.space.sm,
  border: `${vars.size.borderThick} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
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
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
});

const byColor = Object.fromEntries(categoryColors.map((color) => [color, color])) as Record<
  CategoryColor,
  CategoryColor
>;
export const pictureColor = styleVariants(byColor, (color) => ({
  backgroundColor: vars.color.category[color],
}));

export const title = style([wholeWords, { maxWidth: '100%' }]);
