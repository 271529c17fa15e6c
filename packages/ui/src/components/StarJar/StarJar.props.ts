// The star jar's values, declared once: props, styles and story controls read these tuples.

/**
 * How big the jar is drawn: `small` fits a page's title row (the number on a badge, the words for
 * screen readers), `compact` has its words beside it, `large` stands on its own with them below.
 */
export const starJarSizes = ['small', 'compact', 'large'] as const;
export type StarJarSize = (typeof starJarSizes)[number];

/** How full the jar is: no stars yet, some, or as many as its goal (or more). */
export const starJarStates = ['empty', 'filling', 'full'] as const;
export type StarJarState = (typeof starJarStates)[number];

/** One child's stars in a family jar. */
export type StarShare = { name: string; stars: number };
