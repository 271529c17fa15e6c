import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ margin: 0, overflowWrap: 'anywhere' });

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
});

export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs },
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weightRegular },
  medium: { fontWeight: vars.font.weightMedium },
  bold: { fontWeight: vars.font.weightBold },
});
