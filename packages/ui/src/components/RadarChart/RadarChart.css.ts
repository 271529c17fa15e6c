import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});

export const toggle = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});

export const toggleButton = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    border: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.ghostHover },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryText,
        fontWeight: vars.font.weightBold,
      },
    },
  },
]);

export const chart = style({
  width: '100%',
  maxWidth: '26rem',
  height: 'auto',
  alignSelf: 'center',
  overflow: 'visible',
});

export const grid = style({ fill: 'none', stroke: vars.color.borderSubtle, strokeWidth: 1 });

export const spoke = style({ stroke: vars.color.border, strokeWidth: 1 });

export const area = style({
  fill: vars.color.primary,
  fillOpacity: 0.25,
  stroke: vars.color.primary,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
});

export const point = style({
  fill: vars.color.primary,
  stroke: vars.color.surfaceRaised,
  strokeWidth: 2,
});

export const axisName = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
});

export const axisValue = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});
