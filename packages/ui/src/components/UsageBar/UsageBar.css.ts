import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.font.weightMedium,
});

export const value = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
});

export const track = style({
  height: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
  boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
});

export const level = styleVariants({
  normal: { backgroundColor: vars.color.success },
  warning: { backgroundColor: vars.color.warning },
  danger: { backgroundColor: vars.color.danger },
});
