import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
});

export const keys = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  flex: '0 0 8rem',
});

export const key = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
  textAlign: 'center',
});

export const then = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const description = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md });
