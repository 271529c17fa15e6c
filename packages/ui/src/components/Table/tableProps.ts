// Variant values, declared once: the Table's props, its styles and the stories' controls read them.
export const tableVariants = ['zebra', 'plain'] as const;
export type TableVariant = (typeof tableVariants)[number];

export const tableDensities = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof tableDensities)[number];
