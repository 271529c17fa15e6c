import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100%',
  padding: vars.space.lg,
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.authCard,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (min-width: 40rem)': { padding: vars.space.xxl } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const footer = style({
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
