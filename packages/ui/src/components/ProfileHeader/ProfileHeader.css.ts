import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const initial = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const counters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  minWidth: vars.size.controlLg,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const counterLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const counterValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
});
