// Variant values, declared once: props, styles and story controls read these tuples.
export const columnVariants = ['desktop', 'mobile'] as const;
export type ColumnVariant = (typeof columnVariants)[number];
