import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Drawn in the light theme's colours whatever the page's theme: scanners expect dark modules on
// a light ground, with the quiet zone (part of the drawing) around them.
export const root = style({
  display: 'inline-block',
  lineHeight: 0,
  inlineSize: `calc(${vars.size.touchTarget} * 5)`,
  maxInlineSize: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
});

export const svg = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

export const paper = style({ fill: vars.color.surface });

export const ink = style({ fill: vars.color.text });
