import type { TaskPictureName } from '../../illustrations/taskPictureNames';

// The reward card's values, declared once: props, styles and story controls read these tuples.

/**
 * Where a child stands with a reward: not enough stars yet (`locked`), enough to ask
 * (`affordable`), asked and waiting for a grown-up (`pending`), or the grown-up's answer.
 */
export const rewardStates = ['locked', 'affordable', 'pending', 'approved', 'declined'] as const;
export type RewardState = (typeof rewardStates)[number];

/** A grown-up's answer to a request, or none yet. */
export const rewardAnswers = ['pending', 'approved', 'declined'] as const;
export type RewardAnswer = (typeof rewardAnswers)[number];

/** A reward as a card shows it. */
export type Reward = {
  id: string | number;
  title: string;
  /** One of the task pictures; a gift when there is none. */
  picture?: TaskPictureName | null;
  /** Stars it takes, 1 or more. */
  price: number;
  /** A reward the whole family's stars fill together. */
  family?: boolean;
};

/** The most empty stars drawn for what is missing; past it a plus says there are more. */
export const MISSING_STARS_DRAWN = 10;
