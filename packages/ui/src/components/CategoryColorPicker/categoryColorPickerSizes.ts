// The CategoryColorPicker's sizes, declared once: props, styles and story controls read this tuple.

/** `md`: the smallest tap area (44 px). `lg`: a child's (56 px), as on a child's task dialog. */
export const categoryColorPickerSizes = ['md', 'lg'] as const;
export type CategoryColorPickerSize = (typeof categoryColorPickerSizes)[number];
