import type { TaskPictureName } from '../../illustrations/taskPictureNames';

// The request card's values, declared once: props, styles and story controls read these tuples.

/** A request's life: waiting for a grown-up, approved (stars taken), declined, or undone. */
export const rewardRequestStates = ['pending', 'approved', 'declined', 'undone'] as const;
export type RewardRequestState = (typeof rewardRequestStates)[number];

/** The grown-up's actions on a request, one of which may be under way. */
export const rewardRequestActions = ['approve', 'decline', 'undo'] as const;
export type RewardRequestAction = (typeof rewardRequestActions)[number];

/** A child's request for a reward, as the grown-up sees it. */
export type RewardRequest = {
  id: string | number;
  /** Who asked. */
  childName: string;
  rewardTitle: string;
  picture?: TaskPictureName | null;
  /** Stars the reward takes. */
  price: number;
  state: RewardRequestState;
  /** The grown-up's note with the answer. */
  note?: string | null;
  /** When it was asked or answered, already written for the reader ('Today, 4:05 pm'). */
  when?: string;
};
