import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.full,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.ghostHover },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.secondary,
        color: vars.color.secondaryText,
        fontWeight: vars.font.weightBold,
      },
    },
  },
]);

export const icon = style({ display: 'inline-flex', fontSize: vars.size.iconMd });
