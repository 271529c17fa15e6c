import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const textarea = style({
  minHeight: `calc(${vars.size.controlMd} * 2)`,
  paddingBlock: vars.space.sm,
  resize: 'vertical',
  lineHeight: vars.font.lineHeightNormal,
});

export const count = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="full"]': { color: vars.color.text, fontWeight: vars.font.weightBold },
  },
});
