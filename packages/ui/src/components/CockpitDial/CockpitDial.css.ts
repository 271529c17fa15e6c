import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dial = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  textAlign: 'center',
  minWidth: 0,
});

export const gauge = style({
  width: '100%',
  maxWidth: '12rem',
  height: 'auto',
  overflow: 'visible',
});

export const track = style({ fill: vars.color.track });

export const fill = style({
  fill: vars.color.primary,
  selectors: { [`${dial}[data-state="reached"] &`]: { fill: vars.color.success } },
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
});

export const label = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.md,
});

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cockpit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const cockpitTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});

export const dials = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
});
