import { createVar, keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../theme/reducedMotion';
import { vars } from '../../theme/vars.css';

/** A piece's flight: where it lands from the centre, and its turn. */
export const dx = createVar();
export const dy = createVar();
export const turn = createVar();

/** The whole celebration lasts 1.2 s at most (CELEBRATION_MS in Celebration.tsx). */
const burst = keyframes({
  '0%': { transform: 'translate(-50%, -50%) scale(0.2)', opacity: 1 },
  '70%': { opacity: 1 },
  '100%': {
    transform: `translate(calc(-50% + ${dx}), calc(-50% + ${dy})) rotate(${turn}) scale(1)`,
    opacity: 0,
  },
});

const pop = keyframes({
  '0%': { transform: 'translate(-50%, -50%) scale(0.4)', opacity: 0 },
  '25%': { transform: 'translate(-50%, -50%) scale(1.1)', opacity: 1 },
  '80%': { transform: 'translate(-50%, -50%) scale(1)', opacity: 1 },
  '100%': { transform: 'translate(-50%, -50%) scale(1)', opacity: 0 },
});

/** Over everything, and never in the way: clicks and taps go through to the board. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  pointerEvents: 'none',
  zIndex: vars.zIndex.toast,
  overflow: 'hidden',
});

export const piece = style({
  position: 'absolute',
  left: '50%',
  top: '45%',
  width: vars.size.pictureSm,
  height: vars.size.pictureSm,
  animation: `${burst} 1.1s ${vars.motion.easingEmphasized} both`,
  '@media': { [reducedMotionQuery]: { display: 'none' } },
  selectors: {
    '[data-calm="true"] &': { display: 'none' },
    '[data-motion="reduced"] &': { display: 'none' },
  },
});

export const picture = style({
  position: 'absolute',
  left: '50%',
  top: '45%',
  width: vars.size.pictureXl,
  height: vars.size.pictureXl,
  transform: 'translate(-50%, -50%)',
  animation: `${pop} 1.2s ${vars.motion.easingStandard} both`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
  selectors: {
    '[data-calm="true"] &': { animation: 'none' },
    '[data-motion="reduced"] &': { animation: 'none' },
  },
});
