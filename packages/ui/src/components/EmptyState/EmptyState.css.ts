import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderThick} dashed ${vars.color.borderSubtle}`,
});

export const icon = style({
  fontSize: vars.fontSize.display,
  lineHeight: 1,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  margin: 0,
});

export const description = style({ color: vars.color.textMuted, margin: 0, maxWidth: '32rem' });
