import {
  createRewardBody,
  failureMessage,
  type CreateRewardBody,
  type Reward,
} from '@taskboard/contract';
import { api } from '../api';
import { fieldErrors, type FieldErrors } from '../forms';
import { translate } from '../i18n/useT';

// The Family page's star jar changes, as its action receives them (JSON from a fetcher): the
// family's switch, a reward saved (new or edited) and a reward archived. Each answers with what
// the page shows: an error in the catalogue's words, or the field errors of a refused reward.

export type StarJarChange =
  | { intent: 'starJar.switch'; enabled: boolean }
  | { intent: 'starJar.saveReward'; rewardId: number | null; reward: CreateRewardBody }
  | { intent: 'starJar.archiveReward'; rewardId: number };

export type StarJarChangeResult = {
  error?: string;
  fieldErrors?: FieldErrors;
  saved?: Reward;
};

export const isStarJarChange = (change: { intent?: unknown }): change is StarJarChange =>
  typeof change.intent === 'string' && change.intent.startsWith('starJar.');

export async function saveStarJarChange(change: StarJarChange): Promise<StarJarChangeResult> {
  if (change.intent === 'starJar.switch') {
    try {
      await api.users.setStarJar({ enabled: change.enabled });
      return {};
    } catch (error) {
      return { error: failureMessage(error, translate('stars.family.switchFailed')) };
    }
  }
  if (change.intent === 'starJar.archiveReward') {
    try {
      await api.rewards.archive(change.rewardId);
      return {};
    } catch (error) {
      return { error: failureMessage(error, translate('stars.family.archiveFailed')) };
    }
  }
  // The contract's own checks first, so a title or a price out of range is named at its field.
  const parsed = createRewardBody.safeParse(change.reward);
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error) };
  try {
    const saved =
      change.rewardId === null
        ? await api.rewards.create(parsed.data)
        : await api.rewards.update(change.rewardId, parsed.data);
    return { saved };
  } catch (error) {
    return { error: failureMessage(error, translate('stars.form.saveFailed')) };
  }
}
