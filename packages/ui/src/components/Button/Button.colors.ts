import type { ColorPath } from '../../theme/colorPath';
import type { ButtonTone, ButtonVariant } from './Button.props';

/** The colours of a button in one state: its words, its fill (none: the page shows) and outline. */
export type ButtonLook = { text: ColorPath; fill: ColorPath | null; border: ColorPath | null };

/**
 * Every variant in every tone, at rest and under the pointer. Button.css.ts draws exactly these,
 * and the contrast test checks each pair in every theme.
 */
export const buttonColors: Record<
  ButtonVariant,
  Record<ButtonTone, { rest: ButtonLook; hover: ButtonLook }>
> = {
  primary: {
    neutral: {
      rest: { text: 'primaryText', fill: 'primary', border: null },
      hover: { text: 'primaryText', fill: 'primaryHover', border: null },
    },
    danger: {
      rest: { text: 'dangerText', fill: 'danger', border: null },
      hover: { text: 'dangerText', fill: 'dangerHover', border: null },
    },
  },
  secondary: {
    neutral: {
      rest: { text: 'secondaryText', fill: 'secondary', border: 'border' },
      hover: { text: 'secondaryText', fill: 'secondaryHover', border: 'border' },
    },
    danger: {
      rest: { text: 'danger', fill: 'surface', border: 'danger' },
      hover: { text: 'danger', fill: 'dangerSoft', border: 'danger' },
    },
  },
  ghost: {
    neutral: {
      rest: { text: 'text', fill: null, border: null },
      hover: { text: 'text', fill: 'ghostHover', border: null },
    },
    danger: {
      rest: { text: 'danger', fill: null, border: null },
      hover: { text: 'danger', fill: 'dangerSoft', border: null },
    },
  },
};
