import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';
import { colorVar } from '../../theme/colorVar';
import { buttonColors, type ButtonLook } from './Button.colors';
import type { ButtonSize } from './Button.props';

export const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    border: `${vars.size.borderThick} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.97)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
]);

const look = ({ text, fill, border }: ButtonLook) => ({
  color: colorVar(text),
  backgroundColor: fill ? colorVar(fill) : 'transparent',
  ...(border ? { borderColor: colorVar(border) } : {}),
});

const drawn = (states: { rest: ButtonLook; hover: ButtonLook }) => ({
  ...look(states.rest),
  selectors: { '&:hover:not(:disabled)': look(states.hover) },
});

/** Each variant in the neutral tone. */
export const variant = styleVariants(buttonColors, (tones) => drawn(tones.neutral));

// Declared after the variants with the same specificity, so the danger colours win.
export const dangerVariant = styleVariants(buttonColors, (tones) => drawn(tones.danger));

// Even the small size keeps the 44 px touch target; it only trims padding and type.
export const size = styleVariants<Record<ButtonSize, Parameters<typeof style>[0]>>({
  sm: { paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: { minHeight: vars.size.controlMd, paddingInline: vars.space.xl, fontSize: vars.fontSize.md },
  lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.xxl, fontSize: vars.fontSize.lg },
});

export const iconOnly = style({ paddingInline: 0, aspectRatio: '1' });

export const icon = style({ display: 'inline-flex', fontSize: vars.size.iconMd });
