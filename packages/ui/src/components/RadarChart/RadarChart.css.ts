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
  // Room between the two choices: a child's finger must not press both.
  gap: vars.space.xs,
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

/** The radar and its labels; the labels' room is the plot's width beside the stage. */
export const plot = style({
  width: '100%',
  maxWidth: '30rem',
  alignSelf: 'center',
  // Room above and below for the top and bottom labels (a name and its count, maybe wrapped).
  paddingBlock: '3.5rem',
});

/** The radar's square, 56 % of the plot (STAGE in RadarChart.tsx); labels are placed on it. */
export const stage = style({ position: 'relative', width: '56%', marginInline: 'auto' });

export const chart = style({ display: 'block', width: '100%', height: 'auto' });

export const label = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  width: 'max-content',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  selectors: {
    '&[data-anchor="start"]': { textAlign: 'start', transform: 'translate(0, -50%)' },
    '&[data-anchor="end"]': { textAlign: 'end', transform: 'translate(-100%, -50%)' },
    '&[data-anchor="middle"]': { textAlign: 'center', transform: 'translate(-50%, -50%)' },
    '&[data-anchor="middle"][data-vertical="above"]': { transform: 'translate(-50%, -100%)' },
    '&[data-anchor="middle"][data-vertical="below"]': { transform: 'translate(-50%, 0)' },
  },
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
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
});

export const axisValue = style({
  color: vars.color.textMuted,
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
