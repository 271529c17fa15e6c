// The MusicToggle's looks, declared once: props, styles and story controls read this tuple.

/**
 * How the control speaks: `words` writes why it is silent beside the button; `picture` is for
 * early readers: a picture of music on the button, the words for screen readers only.
 */
export const musicToggleLooks = ['words', 'picture'] as const;
export type MusicToggleLook = (typeof musicToggleLooks)[number];
