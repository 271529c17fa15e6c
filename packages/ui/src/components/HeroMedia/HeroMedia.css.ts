import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The box keeps the media's shape before anything loads, so nothing below it moves (CLS 0).
export const root = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const media = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});
