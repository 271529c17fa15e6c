import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  1: { fontSize: vars.fontSize.xxl },
  2: { fontSize: vars.fontSize.xl },
  3: { fontSize: vars.fontSize.lg },
  4: { fontSize: vars.fontSize.md },
});
