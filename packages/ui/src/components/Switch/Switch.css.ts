import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
});

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  fontWeight: vars.font.weightMedium,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The native checkbox keeps keyboard and form behaviour; only its look is replaced. */
export const control = style({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: `calc(${vars.size.iconLg} * 2)`,
  height: vars.size.iconLg,
  margin: 0,
  marginBlockStart: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
  border: `${vars.size.borderThick} solid ${vars.color.border}`,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.size.borderThick,
      insetInlineStart: vars.size.borderThick,
      width: `calc(${vars.size.iconLg} - ${vars.size.borderThick} * 4)`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surface,
      boxShadow: vars.shadow.sm,
      transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
    '&:checked': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::after': { transform: `translateX(${vars.size.iconLg})` },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
