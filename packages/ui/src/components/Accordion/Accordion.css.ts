import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  borderRadius: vars.radius.md,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const header = style({ margin: 0, display: 'flex' });

export const trigger = style([
  focusRing,
  {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.lg,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.font.weightBold,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.ghostHover } },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.size.iconMd,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
  },
});

export const contentInner = style({ padding: vars.space.lg, paddingTop: 0 });
