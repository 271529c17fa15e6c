import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../internal/shared.css';
import type { MusicToggleLook } from './musicToggleLooks';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const note = styleVariants<Record<MusicToggleLook, Parameters<typeof style>[0]>>({
  words: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  // Read to screen readers; an early reader has the picture on the button.
  picture: visuallyHiddenRules,
});
