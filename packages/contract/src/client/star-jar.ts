import type { ApiRequest } from './request';
import {
  redemption,
  redemptionsResponse,
  reward,
  rewardsResponse,
  starsResponse,
  type CreateRewardBody,
  type DecideRedemptionBody,
  type RedemptionsQuery,
  type UpdateRewardBody,
} from '../schemas/star-jar';

/** The star jar: stars, the family's rewards and the requests for them. */
export function starJarCalls(request: ApiRequest) {
  return {
    /**
     * The star jar: a child's stars, the family's rewards and the requests for them. Failures
     * answer `{ detail }` in starJarMessages' words: 400 not enough stars, 403 a child doing a
     * parent's part (or a parent asking), 404 another family's reward or request, 409 already
     * asked or decided (or the jar is off), 422 a field out of range.
     */
    stars: {
      /** The signed-in child's stars; a parent names a child of the family, or gets the family's. */
      get: (userId?: number, signal?: AbortSignal) =>
        request('GET', '/stars', {
          auth: true,
          query: { user_id: userId },
          response: starsResponse,
          signal,
        }),
    },
    rewards: {
      /** A child's own rewards and the family's; a parent every reward (archived ones on asking). */
      list: (options: { includeArchived?: boolean } = {}, signal?: AbortSignal) =>
        request('GET', '/rewards', {
          auth: true,
          query: { include_archived: options.includeArchived ? 'true' : undefined },
          response: rewardsResponse,
          signal,
        }),
      create: (body: CreateRewardBody) =>
        request('POST', '/rewards', { auth: true, body, response: reward }),
      update: (rewardId: number, body: UpdateRewardBody) =>
        request('PUT', `/rewards/${rewardId}`, { auth: true, body, response: reward }),
      /** Archives the reward: it leaves the lists, its history stays. */
      archive: (rewardId: number) =>
        request('DELETE', `/rewards/${rewardId}`, { auth: true, response: reward }),
      /** A child asks for a reward it has the stars for; the request waits for a parent. */
      redeem: (rewardId: number) =>
        request('POST', `/rewards/${rewardId}/redeem`, { auth: true, response: redemption }),
      /** The history, newest first; `status: 'PENDING'` is what waits for a parent. */
      redemptions: (query: RedemptionsQuery = {}, signal?: AbortSignal) =>
        request('GET', '/rewards/redemptions', {
          auth: true,
          query,
          response: redemptionsResponse,
          signal,
        }),
      /** A parent approves: the stars are taken (from each contributor for a family reward). */
      approve: (redemptionId: number, body: DecideRedemptionBody = {}) =>
        request('POST', `/rewards/redemptions/${redemptionId}/approve`, {
          auth: true,
          body,
          response: redemption,
        }),
      decline: (redemptionId: number, body: DecideRedemptionBody = {}) =>
        request('POST', `/rewards/redemptions/${redemptionId}/decline`, {
          auth: true,
          body,
          response: redemption,
        }),
      /** Within 10 minutes of an approval a parent may undo it: the stars come back. */
      undo: (redemptionId: number) =>
        request('POST', `/rewards/redemptions/${redemptionId}/undo`, {
          auth: true,
          response: redemption,
        }),
    },
  };
}
