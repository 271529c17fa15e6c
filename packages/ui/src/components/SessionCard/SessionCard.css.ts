import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&[data-current="true"]': { borderColor: vars.color.primary } },
});

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const details = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
