import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style([
  focusRing,
  {
    color: vars.color.primary,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'underline',
    textDecorationThickness: vars.size.borderThick,
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { textDecorationThickness: vars.size.focusRingWidth } },
  },
]);
