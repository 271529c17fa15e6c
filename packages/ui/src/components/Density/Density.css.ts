import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { Density } from './Density.props';

// A density is a set of theme values for everything inside it: components size themselves from
// the theme's size, space and type tokens, so they grow without a prop of their own.

const large = style({
  vars: {
    [vars.size.touchTarget]: '56px',
    [vars.size.controlMd]: '56px',
    [vars.size.controlLg]: '64px',
    [vars.size.iconSm]: '1.25rem',
    [vars.size.iconMd]: '1.5rem',
    [vars.size.iconLg]: '1.75rem',
    [vars.size.pictureSm]: '2.5rem',
    [vars.size.pictureMd]: '4rem',
    [vars.size.pictureLg]: '6rem',
    [vars.size.pictureXl]: '10rem',
    // Room for a large picture above a title of 20 px words.
    [vars.size.boardColumn]: '10rem',
    // The smallest gaps, used between neighbouring controls, become 8 px.
    [vars.space.xxs]: '0.25rem',
    [vars.space.xs]: '0.5rem',
    [vars.fontSize.xs]: '0.9375rem',
    [vars.fontSize.sm]: '1.0625rem',
    [vars.fontSize.md]: '1.25rem',
    [vars.fontSize.lg]: '1.5rem',
    [vars.fontSize.xl]: '1.75rem',
    [vars.fontSize.xxl]: '2.25rem',
    [vars.fontSize.display]: '3.25rem',
  },
  // A child's text keeps its words whole in every script: Japanese breaks between phrases
  // (where the browser knows them) and by its strict rules, never inside a word such as いこう.
  // Inherited by everything drawn in the density; a component's own rules still win.
  lineBreak: 'strict',
  hyphens: 'manual',
  '@supports': {
    '(word-break: auto-phrase)': {
      // Not yet in the CSS type definitions.
      wordBreak: 'auto-phrase' as 'normal',
    },
  },
});

export const density = styleVariants<Record<Density, Parameters<typeof style>[0]>>({
  comfortable: {},
  large: [large, { fontSize: vars.fontSize.md }],
});
