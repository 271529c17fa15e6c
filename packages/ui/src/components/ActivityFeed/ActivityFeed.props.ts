import type { TaskPictureName } from '../../illustrations/taskPictureNames';

// The feed's values, declared once: props, pictures, messages and story controls read these tuples.

/** What someone did, in the board's words. */
export const activityActions = [
  'finished',
  'started',
  'added',
  'renamed',
  'deleted',
  'movedBack',
  'earnedBadge',
  'createdGoal',
  'closedGoal',
  'earnedStars',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** The feed's states, on its `data-state`. */
export const activityFeedStates = ['loading', 'error', 'empty', 'ready'] as const;
export type ActivityFeedState = (typeof activityFeedStates)[number];

/** One thing that happened in the family. */
export type ActivityItem = {
  id: string | number;
  /** Who did it, by display name: their avatar shows the initial. */
  who: string;
  action: ActivityAction;
  /** What it was done to: a task's, goal's or badge's title (a renamed task's new title). */
  subject: string;
  /** The subject's picture, so a child who cannot read yet knows which task it was. */
  picture?: TaskPictureName | null;
  /** How many stars were earned (`earnedStars`); 1 when left out. */
  stars?: number;
  /** When it happened: a Date or an ISO timestamp. */
  when: Date | string;
};
