import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const separator = style({
  height: vars.size.borderThin,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.borderSubtle,
});

export const label = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const danger = style({
  color: vars.color.danger,
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.danger, color: vars.color.dangerText },
  },
});
