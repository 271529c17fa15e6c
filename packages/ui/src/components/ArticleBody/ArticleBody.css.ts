import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'block',
  width: '100%',
  // Grows to the article's height once it has loaded; a few lines' worth until then.
  minHeight: '12rem',
  border: 0,
  backgroundColor: 'transparent',
});
