import {
  createRewardBody,
  decideRedemptionBody,
  errorResponse,
  redemption,
  redemptionIdParams,
  redemptionsQuery,
  redemptionsResponse,
  reward,
  rewardIdParams,
  rewardsQuery,
  rewardsResponse,
  starJarSettingBody,
  starJarSettingResponse,
  starsQuery,
  starsResponse,
  updateRewardBody,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { StarJarService } from '../services/star-jar-service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

const common = { tags: ['star jar'], security: [{ bearer: [] }] };

const rules =
  'Errors answer `{ detail }`: 400 not enough stars, 403 a child doing a parent’s part (or a ' +
  'parent asking), 404 another family’s reward or request, 409 already asked or decided or the ' +
  'star jar turned off, 422 a field out of range.';

/**
 * The star jar (issue #29): a child's stars, the family's rewards and the requests for them.
 * Registered under /api; the family's on/off switch lives under /api/users (starJarSettingRoutes).
 */
export const starJarRoutes: FastifyPluginAsyncZod<{ starJar: StarJarService }> = async (
  app,
  { starJar },
) => {
  const caller = (request: Parameters<typeof authOf>[0]) => authOf(request).user;

  app.get(
    '/stars',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'getStars',
        summary: "A child's stars, with every child's share of the family jar",
        description:
          'A child gets its own stars (`user_id` may only name itself). A parent names a child ' +
          'of the family with `user_id`, or gets the family’s stars together without it. Each ' +
          'finished task earns its goal’s `stars_per_task`; moving it back out of Done takes ' +
          'them back; approved requests take their price. `stars` is never below zero.',
        querystring: starsQuery,
        response: { 200: starsResponse, ...errors },
      },
    },
    async (request) => starJar.stars(caller(request), request.query.user_id),
  );

  app.get(
    '/rewards',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'listRewards',
        summary: "A child's own rewards and the family's; a parent's every reward",
        description:
          'Each reward says how many stars count towards it now and how many are missing; a ' +
          'family reward (`child_id` null) fills from every child’s stars and lists each ' +
          'child’s share. Archived rewards only for a parent with `include_archived=true`.',
        querystring: rewardsQuery,
        response: { 200: rewardsResponse, ...errors },
      },
    },
    async (request) => starJar.rewards(caller(request), request.query.include_archived === 'true'),
  );

  app.post(
    '/rewards',
    {
      config: { auth: 'parent' },
      schema: {
        ...common,
        operationId: 'createReward',
        summary: 'Create a reward for one child or (child_id null) for the whole family',
        description: `A title, a picture (a task picture name) and a price of 1-500 stars. ${rules}`,
        body: createRewardBody,
        response: { 201: reward, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await starJar.createReward(caller(request), request.body)),
  );

  app.get(
    '/rewards/redemptions',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'listRedemptions',
        summary: 'Every request for a reward and its outcome, newest first',
        description:
          'A parent sees every request of the family (`status=PENDING`: what waits for it); a ' +
          'child the ones it asked or gave stars to. Approved ones list who gave how many stars ' +
          'and until when the approval may be undone.',
        querystring: redemptionsQuery,
        response: { 200: redemptionsResponse, ...errors },
      },
    },
    async (request) => starJar.redemptions(caller(request), request.query),
  );

  app.put(
    '/rewards/:rewardId',
    {
      config: { auth: 'parent' },
      schema: {
        ...common,
        operationId: 'updateReward',
        summary: 'Change a reward; the fields sent change, `archived: false` brings one back',
        description: rules,
        params: rewardIdParams,
        body: updateRewardBody,
        response: { 200: reward, ...errors },
      },
    },
    async (request) => starJar.updateReward(caller(request), request.params.rewardId, request.body),
  );

  app.delete(
    '/rewards/:rewardId',
    {
      config: { auth: 'parent' },
      schema: {
        ...common,
        operationId: 'archiveReward',
        summary: 'Archive a reward: it leaves the lists, its requests stay in the history',
        description: rules,
        params: rewardIdParams,
        response: { 200: reward, ...errors },
      },
    },
    async (request) => starJar.archiveReward(caller(request), request.params.rewardId),
  );

  app.post(
    '/rewards/:rewardId/redeem',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        operationId: 'redeemReward',
        summary: 'A child asks for a reward it has the stars for; the request waits for a parent',
        description:
          'Only a child asks, for its own reward or the family’s. One request per reward ' +
          `waits at a time; the stars are taken only when a parent approves. ${rules}`,
        params: rewardIdParams,
        response: { 201: redemption, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await starJar.redeem(caller(request), request.params.rewardId)),
  );

  app.post(
    '/rewards/redemptions/:redemptionId/approve',
    {
      config: { auth: 'parent' },
      schema: {
        ...common,
        operationId: 'approveRedemption',
        summary: 'Approve a waiting request: its stars are taken, with an optional note',
        description:
          'The price is taken atomically: from the child for its own reward; for a family ' +
          'reward from every child in proportion to the stars each has (whole stars, largest ' +
          'remainders first), recorded on the request. Approvals of one family happen one at a ' +
          `time, so no star is spent twice and nobody goes below zero. ${rules}`,
        params: redemptionIdParams,
        body: decideRedemptionBody.nullish(),
        response: { 200: redemption, ...errors },
      },
    },
    async (request) =>
      starJar.approve(caller(request), request.params.redemptionId, request.body?.note),
  );

  app.post(
    '/rewards/redemptions/:redemptionId/decline',
    {
      config: { auth: 'parent' },
      schema: {
        ...common,
        operationId: 'declineRedemption',
        summary: 'Decline a waiting request, with an optional note; no stars move',
        description: rules,
        params: redemptionIdParams,
        body: decideRedemptionBody.nullish(),
        response: { 200: redemption, ...errors },
      },
    },
    async (request) =>
      starJar.decline(caller(request), request.params.redemptionId, request.body?.note),
  );

  app.post(
    '/rewards/redemptions/:redemptionId/undo',
    {
      config: { auth: 'parent' },
      schema: {
        ...common,
        operationId: 'undoRedemptionApproval',
        summary: 'Undo an approval within 10 minutes of it: the stars come back',
        description: rules,
        params: redemptionIdParams,
        response: { 200: redemption, ...errors },
      },
    },
    async (request) => starJar.undo(caller(request), request.params.redemptionId),
  );
};

/** The family's star jar switch, beside the helper share under /api/users/family. */
export const starJarSettingRoutes: FastifyPluginAsyncZod<{ starJar: StarJarService }> = async (
  app,
  { starJar },
) => {
  app.get(
    '/family/star-jar',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getStarJarSetting',
        summary: "Whether the family's star jar is on (it is unless a parent turned it off)",
        description: 'Any signed-in member of the family may call it.',
        tags: ['family'],
        security: [{ bearer: [] }],
        response: { 200: starJarSettingResponse, ...errors },
      },
    },
    async (request) => starJar.setting(authOf(request).user),
  );

  app.put(
    '/family/star-jar',
    {
      config: { auth: 'parent' },
      schema: {
        operationId: 'setStarJarSetting',
        summary: "Turn the family's star jar on or off",
        description:
          'Off hides the star jar everywhere (every star jar answer says `enabled: false`) and ' +
          'keeps its data: no task earns stars, and rewards cannot be created, changed, asked ' +
          'for or approved (409) until it is on again; waiting requests may still be declined ' +
          'and approvals undone.',
        tags: ['family'],
        security: [{ bearer: [] }],
        body: starJarSettingBody,
        response: { 200: starJarSettingResponse, ...errors },
      },
    },
    async (request) => starJar.setSetting(authOf(request).user, request.body.enabled),
  );
};
