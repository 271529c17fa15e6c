import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
});

export const ring = style({
  display: 'inline-block',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderThick} solid currentColor`,
  borderRightColor: 'transparent',
  // Three slow beats per turn; under reduced motion the duration token is 0 and the ring rests.
  animation: `${spin} calc(${vars.motion.durationSlow} * 3) linear infinite`,
});
