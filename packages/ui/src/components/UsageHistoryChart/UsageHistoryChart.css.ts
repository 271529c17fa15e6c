import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ fontWeight: vars.font.weightBold, fontSize: vars.fontSize.md });

export const chart = style({
  width: '100%',
  maxWidth: '32rem',
  height: 'auto',
  overflow: 'visible',
});

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });

export const bar = style({
  transition: `height ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
});

export const level = styleVariants({
  normal: { fill: vars.color.success },
  warning: { fill: vars.color.warning },
  danger: { fill: vars.color.danger },
});

export const dayLabel = style({
  fill: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAnchor: 'middle',
});

export const valueLabel = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  textAnchor: 'middle',
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
