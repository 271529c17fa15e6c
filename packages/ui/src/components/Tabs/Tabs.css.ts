import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  alignSelf: 'flex-start',
});

export const trigger = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    border: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        fontWeight: vars.font.weightBold,
        boxShadow: vars.shadow.sm,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const content = style([focusRing, { borderRadius: vars.radius.md }]);
