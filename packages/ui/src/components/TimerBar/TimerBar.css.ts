import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-variant="compact"]': { gap: vars.space.md, padding: vars.space.sm },
  },
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
});

export const face = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flex: '0 0 auto',
});

export const disc = style({
  width: '6rem',
  height: '6rem',
  flexShrink: 0,
  selectors: { [`${root}[data-variant="compact"] &`]: { width: '4rem', height: '4rem' } },
});

export const discTrack = style({ fill: vars.color.track });

export const discFill = style({
  fill: vars.color.primary,
  selectors: {
    [`${root}[data-state="running"] &`]: { fill: vars.color.success },
  },
});

export const clock = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.display,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${root}[data-state="finished"] &`]: { color: vars.color.danger },
    [`${root}[data-variant="compact"] &`]: { fontSize: vars.fontSize.xxl },
  },
});

export const status = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 16rem',
  minWidth: 0,
  selectors: { [`${root}[data-variant="compact"] &`]: { flex: '0 1 auto' } },
});

export const sliderRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const slider = style({ flex: 1, minWidth: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
