import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const pictureSizes = ['sm', 'md', 'lg'] as const;
export type PictureSize = (typeof pictureSizes)[number];

const base = style({ display: 'block', flexShrink: 0 });

export const size = styleVariants({
  sm: [base, { width: vars.size.pictureSm, height: vars.size.pictureSm }],
  md: [base, { width: vars.size.pictureMd, height: vars.size.pictureMd }],
  lg: [base, { width: vars.size.pictureLg, height: vars.size.pictureLg }],
});
