import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  width: `calc(100vw - ${vars.space.xxl})`,
  maxWidth: vars.size.dialog,
  maxHeight: `calc(100vh - ${vars.space.xxl})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const close = style({
  marginBlockStart: `calc(${vars.space.sm} * -1)`,
  marginInlineEnd: `calc(${vars.space.sm} * -1)`,
});
