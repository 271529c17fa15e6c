import { style, styleVariants } from '@vanilla-extract/css';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import { vars } from '../../theme/vars.css';

export const root = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
});

/** The real radio button, invisible but covering the whole swatch, so it takes every tap. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  zIndex: 1,
});

/** The dot: the colour's ink, ringed when chosen, with the focus ring on keyboard focus. */
export const dot = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  outline: `${vars.size.borderThick} solid transparent`,
  outlineOffset: vars.space.xxs,
  selectors: {
    [`${input}:checked + &`]: { outlineColor: vars.color.text },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

export const dotColor = styleVariants(
  Object.fromEntries(categoryColors.map((color) => [color, color])) as Record<
    CategoryColor,
    CategoryColor
  >,
  (color) => ({ backgroundColor: vars.color.category[`${color}Ink`] }),
);
