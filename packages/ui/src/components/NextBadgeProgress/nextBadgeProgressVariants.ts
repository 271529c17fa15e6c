// The NextBadgeProgress's variants, declared once: props, styles and story controls read this tuple.

/** `list`: every badge still to earn, side by side. `spotlight`: one, large, for a child's board. */
export const nextBadgeProgressVariants = ['list', 'spotlight'] as const;
export type NextBadgeProgressVariant = (typeof nextBadgeProgressVariants)[number];
