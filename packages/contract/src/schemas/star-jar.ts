import { z } from 'zod';
import { taskIconKeys } from './task-icons';

// The star jar (issue #29): each task a child finishes earns its goal's stars; a parent sets
// rewards (for one child or for the whole family) with a price in stars; a child asks for a
// reward it can afford and a parent approves (the stars are taken), declines, or undoes an
// approval within 10 minutes. A family reward fills from every child's stars together.
//
// Rules the server keeps (packages/server/README.md "The star jar"):
// - A task moved to Done (CLOSED) by a child earns its goal's `stars_per_task` (1-5, default 1),
//   recorded with the task; moving it back out of Done takes exactly those stars back, even if
//   the goal's number changed meanwhile. Deleting a finished task keeps its stars.
// - A child's stars are what it earned minus what approved requests took. Taking back a task
//   whose stars were already spent leaves a debt: `stars` reads 0 and the next stars pay it first.
// - One request waits per reward at a time. Approval checks and takes the stars in one
//   transaction under the family's lock, so two approvals never spend the same stars twice and
//   no approval takes a child below zero; a request that no longer fits answers 400 and stays
//   PENDING for the parent to decline.
// - A family reward's approval takes the price from the children in proportion to the stars
//   each has at that moment (whole stars, largest remainders first, ties to the child with more
//   stars, then the older account); what each gave is recorded on the request (`shares`).
// - Undo (within UNDO_WINDOW_MINUTES of the approval) gives every recorded share back.
// - The family's star jar switch (a parent, PUT /users/family/star-jar) hides the jar: every
//   answer below carries `enabled`; while off no task earns stars and rewards cannot be
//   created, changed, asked for or approved (409), a parent can still decline and undo, and
//   nothing is deleted.

/** Ids are PostgreSQL integers (as MAX_ID in backlog.ts). */
const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const idParam = z.coerce.number().int().positive().max(MAX_ID);
const timestamp = z.string();

export const STARS_PER_TASK_MIN = 1;
export const STARS_PER_TASK_MAX = 5;
export const DEFAULT_STARS_PER_TASK = 1;

export const REWARD_PRICE_MIN = 1;
export const REWARD_PRICE_MAX = 500;
export const REWARD_TITLE_MAX = 100;
export const REDEMPTION_NOTE_MAX = 300;
/** How long after an approval a parent may undo it. */
export const UNDO_WINDOW_MINUTES = 10;

/** What the server answers (`detail`) for the star jar's expected failures. */
export const starJarMessages = {
  starsPerTask: 'The stars per task must be a whole number from 1 to 5',
  price: 'The price must be a whole number of stars from 1 to 500',
  titleRequired: 'The title is required',
  titleBlank: 'The title must not be blank',
  titleTooLong: `The title must be at most ${REWARD_TITLE_MAX} characters long`,
  picture: 'The picture must be one of the task pictures',
  noteTooLong: `The note must be at most ${REDEMPTION_NOTE_MAX} characters long`,
  /** 400 */
  notEnoughStars: (missing: number) =>
    `Not enough stars yet: ${missing} more ${missing === 1 ? 'star is' : 'stars are'} needed`,
  /** 403 */
  onlyChildAsks: 'Only a child can ask for a reward',
  onlyParent: 'Only a parent account can do this',
  ownStarsOnly: 'A child can only see its own stars',
  /** 404 */
  rewardNotFound: 'Reward not found in your family',
  requestNotFound: 'Request not found in your family',
  childNotFound: 'Child account not found in your family',
  /** 409 */
  alreadyAsked: 'This reward has already been asked for and waits for a parent',
  alreadyDecided: 'This request has already been decided',
  notApproved: 'Only an approved request can be undone',
  undoWindowPassed: `An approval can only be undone within ${UNDO_WINDOW_MINUTES} minutes`,
  archived: 'This reward is archived',
  turnedOff: 'The star jar is turned off for this family',
} as const;

export const starsPerTask = z
  .number({ error: starJarMessages.starsPerTask })
  .int(starJarMessages.starsPerTask)
  .min(STARS_PER_TASK_MIN, starJarMessages.starsPerTask)
  .max(STARS_PER_TASK_MAX, starJarMessages.starsPerTask);

export const rewardPrice = z
  .number({ error: starJarMessages.price })
  .int(starJarMessages.price)
  .min(REWARD_PRICE_MIN, starJarMessages.price)
  .max(REWARD_PRICE_MAX, starJarMessages.price);

export const rewardTitle = z
  .string({ error: starJarMessages.titleRequired })
  .trim()
  .min(1, starJarMessages.titleBlank)
  .max(REWARD_TITLE_MAX, starJarMessages.titleTooLong);

/** A reward's picture: the same names as a task's (taskIconKeys, drawn by the ui's TaskPicture). */
export const rewardPictureKeys = taskIconKeys;
export const rewardPicture = z.enum(taskIconKeys, { error: starJarMessages.picture });
export type RewardPicture = z.infer<typeof rewardPicture>;

export const redemptionNote = z
  .string()
  .trim()
  .max(REDEMPTION_NOTE_MAX, starJarMessages.noteTooLong);

// ---- Stars -------------------------------------------------------------------------------

/** One child's stars as the family jar shows them ("Maya 7 · Leo 5"). */
export const starShare = z.object({
  child_id: id,
  username: z.string(),
  stars: z.number().int().nonnegative(),
});
export type StarShare = z.infer<typeof starShare>;

/** GET /stars: `?user_id=` names a child of the family (a parent), or the caller itself. */
export const starsQuery = z.object({ user_id: idParam.optional() });
export type StarsQuery = z.infer<typeof starsQuery>;

export const starsResponse = z.object({
  /** False when a parent turned the star jar off: the screens hide it; the data is kept. */
  enabled: z.boolean(),
  /** Whose stars `stars` are; null for a parent that named no child (then `stars` is the family's). */
  child_id: id.nullable(),
  /** Stars the child may spend now (never below zero). */
  stars: z.number().int().nonnegative(),
  /** The family jar: every child's stars together, and each child's share. */
  family: z.object({
    stars: z.number().int().nonnegative(),
    shares: z.array(starShare),
  }),
});
export type StarsResponse = z.infer<typeof starsResponse>;

// ---- Rewards ------------------------------------------------------------------------------

export const reward = z.object({
  id,
  title: z.string(),
  picture: rewardPicture,
  price: z.number().int(),
  /** The child the reward is for; null for a family reward that every child fills together. */
  child_id: id.nullable(),
  archived: z.boolean(),
  /** Stars that count towards it now: the child's own, or for a family reward every child's. */
  stars: z.number().int().nonnegative(),
  /** Stars still missing before it can be asked for (0 when it can). */
  missing: z.number().int().nonnegative(),
  /** A family reward's jar per child (empty for a child's own reward). */
  shares: z.array(starShare),
  /** The request waiting for a parent, if any (one at a time per reward). */
  pending_request_id: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Reward = z.infer<typeof reward>;

/** GET /rewards: archived rewards only for a parent that asks for them. */
export const rewardsQuery = z.object({
  include_archived: z.enum(['true', 'false']).optional(),
});
export type RewardsQuery = z.infer<typeof rewardsQuery>;

/** A child sees its own rewards and the family's; a parent every reward of the family. */
export const rewardsResponse = z.object({
  enabled: z.boolean(),
  rewards: z.array(reward),
});
export type RewardsResponse = z.infer<typeof rewardsResponse>;

export const rewardIdParams = z.object({ rewardId: idParam });

/** POST /rewards (a parent). `child_id` null (or left out) makes a family reward. */
export const createRewardBody = z.strictObject({
  title: rewardTitle,
  picture: rewardPicture,
  price: rewardPrice,
  child_id: id.nullable().optional(),
});
export type CreateRewardBody = z.infer<typeof createRewardBody>;

/** PUT /rewards/{id} (a parent): the fields sent change; `archived: false` brings one back. */
export const updateRewardBody = z.strictObject({
  title: rewardTitle.optional(),
  picture: rewardPicture.optional(),
  price: rewardPrice.optional(),
  child_id: id.nullable().optional(),
  archived: z.boolean().optional(),
});
export type UpdateRewardBody = z.infer<typeof updateRewardBody>;

// ---- Requests (redemptions) ---------------------------------------------------------------

export const redemptionStatus = z.enum(['PENDING', 'APPROVED', 'DECLINED', 'UNDONE']);
export type RedemptionStatus = z.infer<typeof redemptionStatus>;

/** What one child gave towards an approved request (one share for a child's own reward). */
export const redemptionShare = z.object({
  child_id: id,
  username: z.string(),
  stars: z.number().int().positive(),
});
export type RedemptionShare = z.infer<typeof redemptionShare>;

export const redemption = z.object({
  id,
  reward_id: id,
  /** The reward as it is now (its title and picture), for the history. */
  reward_title: z.string(),
  reward_picture: rewardPicture,
  /** Whether it is a family reward (filled by every child). */
  family_reward: z.boolean(),
  /** The child who asked. */
  child_id: id,
  child_username: z.string(),
  status: redemptionStatus,
  /** The price when the child asked: what approval takes. */
  price: z.number().int(),
  /** The parent's optional note on approval or decline. */
  note: z.string().nullable(),
  /** Who gave how many stars; empty until approved. Kept after an undo, as a record. */
  shares: z.array(redemptionShare),
  requested_at: timestamp,
  decided_at: timestamp.nullable(),
  undone_at: timestamp.nullable(),
  /** Until when a parent may undo an approval; null unless APPROVED. */
  undo_until: timestamp.nullable(),
});
export type Redemption = z.infer<typeof redemption>;

/** GET /rewards/redemptions: newest first; `status` narrows (PENDING: what waits for a parent). */
export const redemptionsQuery = z.object({
  status: redemptionStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type RedemptionsQuery = z.infer<typeof redemptionsQuery>;

/** A parent sees every request of the family; a child the ones it asked or gave stars to. */
export const redemptionsResponse = z.object({
  enabled: z.boolean(),
  redemptions: z.array(redemption),
});
export type RedemptionsResponse = z.infer<typeof redemptionsResponse>;

export const redemptionIdParams = z.object({ redemptionId: idParam });

/** POST /rewards/redemptions/{id}/approve and /decline (a parent): an optional note. */
export const decideRedemptionBody = z.strictObject({
  note: redemptionNote.nullable().optional(),
});
export type DecideRedemptionBody = z.infer<typeof decideRedemptionBody>;

// ---- The family's switch ------------------------------------------------------------------

/** PUT /users/family/star-jar (a parent): turn the family's star jar on or off. */
export const starJarSettingBody = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type StarJarSettingBody = z.infer<typeof starJarSettingBody>;

/** GET and PUT /users/family/star-jar (on by default). */
export const starJarSettingResponse = z.object({ enabled: z.boolean() });
export type StarJarSettingResponse = z.infer<typeof starJarSettingResponse>;
