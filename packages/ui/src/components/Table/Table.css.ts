import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

// Density sets two variables on the table; every cell reads them, so one class switches it.
const cellBlock = createVar();
const cellInline = createVar();

export const scroller = style([
  focusRing,
  {
    maxWidth: '100%',
    overflowX: 'auto',
    borderRadius: vars.radius.md,
  },
]);

export const root = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeightNormal,
});

export const variant = styleVariants({
  plain: {},
  zebra: {},
});

export const density = styleVariants({
  comfortable: { vars: { [cellBlock]: vars.space.sm, [cellInline]: vars.space.md } },
  compact: { vars: { [cellBlock]: vars.space.xxs, [cellInline]: vars.space.sm } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const row = style({
  borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  selectors: {
    [`${variant.zebra} tbody > &:nth-child(even)`]: {
      backgroundColor: vars.color.surfaceSunken,
    },
  },
});

const cellBase = style({
  paddingBlock: fallbackVar(cellBlock, vars.space.sm),
  paddingInline: fallbackVar(cellInline, vars.space.md),
  textAlign: 'start',
  verticalAlign: 'top',
  // Long goal titles wrap inside their cell instead of stretching the table.
  overflowWrap: 'break-word',
});

export const cell = style([cellBase]);

export const headerCell = style([
  cellBase,
  {
    fontWeight: vars.font.weightBold,
    selectors: {
      'thead &': {
        borderBlockEnd: `${vars.size.borderThick} solid ${vars.color.border}`,
        whiteSpace: 'nowrap',
      },
    },
  },
]);
