// Variant values, declared once: props, styles, cva and story controls all read these tuples.
/** How much the button stands out: a filled primary, an outlined secondary, a bare ghost. */
export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
/** What the button's colour says: nothing in particular, or that the action destroys something. */
export const buttonTones = ['neutral', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];
