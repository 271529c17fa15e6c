import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  fontSize: vars.size.iconMd,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { [`[data-state="open"] > &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({ maxHeight: 'var(--radix-select-content-available-height)' });

export const item = style({ justifyContent: 'space-between' });
