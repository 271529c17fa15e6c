import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// Width set, height from the 4:3 drawing: the space is reserved before it paints (no shift).
export const root = style({
  display: 'block',
  width: vars.size.pictureXl,
  maxWidth: '100%',
  aspectRatio: '4 / 3',
});
