import type { Redemption, RedemptionStatus, Reward, StarShare } from '@taskboard/contract';
import type {
  Reward as UiReward,
  RewardAnswer,
  RewardRequest,
  RewardRequestState,
  StarShare as UiStarShare,
} from '@taskboard/ui';

// The star jar in the ui's words: rewards, a child's answers, the parent's requests and the
// family jar's shares, from the server's rewards and redemptions.

/** How long a child's card shows the grown-up's answer after it came. */
export const ANSWER_SHOWN_MS = 24 * 60 * 60_000;

export const rewardOf = (reward: Reward): UiReward => ({
  id: reward.id,
  title: reward.title,
  picture: reward.picture,
  price: reward.price,
  family: reward.child_id === null,
});

const requestStates: Record<RedemptionStatus, RewardRequestState> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  DECLINED: 'declined',
  UNDONE: 'undone',
};

export const rewardRequestStateOf = (status: RedemptionStatus): RewardRequestState =>
  requestStates[status];

/** The last request for a reward (the list comes newest first). */
export function lastRequestFor(
  redemptions: readonly Redemption[],
  rewardId: number,
): Redemption | null {
  return redemptions.find((redemption) => redemption.reward_id === rewardId) ?? null;
}

/**
 * What a child's card says of its last request: waiting, or the answer for a day after it came.
 * An undone approval, an old answer or no request shows the reward as it stands.
 */
export function rewardAnswerOf(request: Redemption | null, now: number): RewardAnswer | null {
  if (!request) return null;
  if (request.status === 'PENDING') return 'pending';
  if (request.status === 'UNDONE') return null;
  const decided = request.decided_at === null ? Number.NaN : Date.parse(request.decided_at);
  if (!(now - decided <= ANSWER_SHOWN_MS)) return null;
  return request.status === 'APPROVED' ? 'approved' : 'declined';
}

/** A request as the parent's card shows it; `when` is written by the caller. */
export function rewardRequestOf(request: Redemption, when: string): RewardRequest {
  return {
    id: request.id,
    childName: request.child_username,
    rewardTitle: request.reward_title,
    picture: request.reward_picture,
    price: request.price,
    state: rewardRequestStateOf(request.status),
    note: request.note,
    when,
  };
}

/** The family jar's shares, each child by name. */
export const starSharesOf = (shares: readonly StarShare[]): UiStarShare[] =>
  shares.map((share) => ({ name: share.username, stars: share.stars }));
