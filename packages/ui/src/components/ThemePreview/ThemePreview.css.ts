import { style, styleVariants } from '@vanilla-extract/css';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.sm,
    width: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderThick} solid ${vars.color.borderSubtle}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:hover': { borderColor: vars.color.border },
      '&[data-state="selected"]': {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.secondary,
        color: vars.color.secondaryText,
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.weightBold });

export const check = style({
  display: 'inline-flex',
  fontSize: vars.size.iconLg,
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { [`${root}[data-state="selected"] &`]: { visibility: 'visible' } },
});

export const description = style({ fontSize: vars.fontSize.sm });

export const icons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xl,
});

export const more = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  paddingInline: vars.space.xs,
});

/** The icon tile on its category colour's fill, with that colour's words. */
export const iconColor = styleVariants(
  Object.fromEntries(categoryColors.map((color) => [color, color])) as Record<
    CategoryColor,
    CategoryColor
  >,
  (color) => ({
    backgroundColor: vars.color.category[color],
    color: vars.color.category[`${color}Text`],
  }),
);

/** The editor's live preview: the card, without the pointer of something to press. */
export const still = style({
  cursor: 'default',
  selectors: { '&:hover': { borderColor: vars.color.borderSubtle } },
});
