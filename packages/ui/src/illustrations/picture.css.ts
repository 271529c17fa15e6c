import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * Every illustration's outline, in the theme's picture ink. A class rather than the stroke
 * attribute: presentation attributes cannot read CSS variables. Shapes with a stroke of their
 * own keep it.
 */
export const outlined = style({ stroke: vars.color.pictureInk });
