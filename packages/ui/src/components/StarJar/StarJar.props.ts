// The star jar's values, declared once: props, styles and story controls read these tuples.

/** How big the jar is drawn: `compact` beside a board's timer, `large` on its own. */
export const starJarSizes = ['compact', 'large'] as const;
export type StarJarSize = (typeof starJarSizes)[number];

/** How full the jar is: no stars yet, some, or as many as its goal (or more). */
export const starJarStates = ['empty', 'filling', 'full'] as const;
export type StarJarState = (typeof starJarStates)[number];

/** One child's stars in a family jar. */
export type StarShare = { name: string; stars: number };
