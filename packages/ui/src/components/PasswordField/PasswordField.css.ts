import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// Room on the right for the toggle, so typed text never hides under it.
export const input = style({
  paddingInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space.sm})`,
});

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
});
