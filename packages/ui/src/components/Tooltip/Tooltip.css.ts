import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '18rem',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeightNormal,
  boxShadow: vars.shadow.md,
});

export const arrow = style({ fill: vars.color.text });
