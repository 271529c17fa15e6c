import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: vars.size.touchTarget, height: vars.size.touchTarget, fontSize: vars.fontSize.md },
  md: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: vars.fontSize.xl },
  lg: {
    width: `calc(${vars.size.controlLg} * 1.5)`,
    height: `calc(${vars.size.controlLg} * 1.5)`,
    fontSize: vars.fontSize.xxl,
  },
});

// Each name lands on one of these pairs, so a family's avatars are told apart at a glance. They
// say nothing but "another person", so they are named for their colours.
export const palette = styleVariants({
  blue: { backgroundColor: vars.color.status.new, color: vars.color.status.newText },
  amber: { backgroundColor: vars.color.status.progress, color: vars.color.status.progressText },
  green: { backgroundColor: vars.color.status.done, color: vars.color.status.doneText },
  rose: { backgroundColor: vars.color.priority.high, color: vars.color.priority.highText },
  sky: { backgroundColor: vars.color.secondary, color: vars.color.secondaryText },
});
