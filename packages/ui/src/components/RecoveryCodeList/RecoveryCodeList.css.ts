import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10ch, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
