// The chip's colours and the task priorities it shows, declared once: props, styles and story
// controls read these tuples.

export const chipTones = [
  'neutral',
  'high',
  'medium',
  'low',
  'info',
  'success',
  'warning',
  'danger',
  'new',
  'progress',
  'done',
] as const;
export type ChipTone = (typeof chipTones)[number];

/** A task's priority; its chip is red, yellow or grey. */
export const taskPriorities = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
