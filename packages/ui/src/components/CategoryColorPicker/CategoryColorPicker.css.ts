import { style, styleVariants } from '@vanilla-extract/css';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import { vars } from '../../theme/vars.css';
import type { CategoryColorPickerSize } from './categoryColorPickerSizes';

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

const optionBase = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
});

export const option = styleVariants<Record<CategoryColorPickerSize, Parameters<typeof style>[0]>>({
  md: [optionBase, { width: vars.size.touchTarget, height: vars.size.touchTarget }],
  lg: [optionBase, { width: vars.size.controlLg, height: vars.size.controlLg }],
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
const dotBase = style({
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

export const dot = styleVariants<Record<CategoryColorPickerSize, Parameters<typeof style>[0]>>({
  md: [dotBase, { width: vars.size.iconLg, height: vars.size.iconLg }],
  lg: [dotBase, { width: vars.size.pictureSm, height: vars.size.pictureSm }],
});

/** No colour: an empty ring crossed by a line. */
export const dotNone = style({
  boxSizing: 'border-box',
  border: `${vars.size.borderThick} solid ${vars.color.textMuted}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `linear-gradient(to top right, transparent calc(50% - 1px), ${vars.color.textMuted} calc(50% - 1px), ${vars.color.textMuted} calc(50% + 1px), transparent calc(50% + 1px))`,
});

export const dotColor = styleVariants(
  Object.fromEntries(categoryColors.map((color) => [color, color])) as Record<
    CategoryColor,
    CategoryColor
  >,
  (color) => ({ backgroundColor: vars.color.category[`${color}Ink`] }),
);
