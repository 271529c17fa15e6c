import {
  failureMessage,
  type Redemption,
  type Reward,
  type StarsResponse,
} from '@taskboard/contract';
import type { RewardRequestRecord } from '@taskboard/machines';
import { api } from '../api';
import { translate } from '../i18n/useT';

// What the star jar's screens load: a child's stars, rewards and requests for its board, and the
// family's for the parent's Family page. The jar is an extra on both pages: when it cannot load,
// the board still works (the jar stays hidden) and the Family page says so in its own card.

/** A child's jar and rewards, for its board. */
export type ChildStarJarData = {
  stars: StarsResponse;
  rewards: Reward[];
  /** The child's requests, newest first. */
  redemptions: Redemption[];
};

/** The signed-in child's jar, or null when it is off or could not be read. */
export async function loadChildStarJar(): Promise<ChildStarJarData | null> {
  try {
    const [stars, rewards, redemptions] = await Promise.all([
      api.stars.get(),
      api.rewards.list(),
      api.rewards.redemptions({ limit: 50 }),
    ]);
    return stars.enabled
      ? { stars, rewards: rewards.rewards, redemptions: redemptions.redemptions }
      : null;
  } catch {
    return null;
  }
}

/** The family's jar for the parent: the switch, the stars, every reward and every request. */
export type FamilyStarJarData =
  | {
      enabled: boolean;
      stars: StarsResponse;
      rewards: Reward[];
      redemptions: Redemption[];
    }
  | { error: string };

export async function loadFamilyStarJar(): Promise<FamilyStarJarData> {
  try {
    const [setting, stars, rewards, redemptions] = await Promise.all([
      api.users.starJar(),
      api.stars.get(),
      api.rewards.list({ includeArchived: true }),
      api.rewards.redemptions({ limit: 100 }),
    ]);
    return {
      enabled: setting.enabled,
      stars,
      rewards: rewards.rewards,
      redemptions: redemptions.redemptions,
    };
  } catch (error) {
    return { error: failureMessage(error, translate('stars.family.loadFailed')) };
  }
}

/** A request as the request machine follows it. */
export const requestRecordOf = (request: Redemption | null): RewardRequestRecord | null =>
  request ? { id: request.id, status: request.status, undo_until: request.undo_until } : null;
