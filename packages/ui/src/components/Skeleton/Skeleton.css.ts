import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const root = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} calc(${vars.motion.durationSlow} * 5) ${vars.motion.easingStandard} infinite`,
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, width: '100%' },
  block: { height: vars.size.controlLg, borderRadius: vars.radius.md, width: '100%' },
  circle: {
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.full,
  },
});
