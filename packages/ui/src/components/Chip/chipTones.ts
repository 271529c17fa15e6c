// What a chip's colour means, and the task priorities it shows, declared once: props, styles and
// story controls read these tuples. A priority or a board column is not a tone: the chip shows
// them through its own `priority` and `column` props, each in its own colours.

/** What the chip's colour says: plain, for information, good, take care, bad, or standing out. */
export const chipTones = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export type ChipTone = (typeof chipTones)[number];

/** A task's priority; its chip is red, yellow or grey. */
export const taskPriorities = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
