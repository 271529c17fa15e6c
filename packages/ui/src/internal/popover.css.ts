import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// The floating surface shared by select lists, menus and tooltips.
const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: '12rem',
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
