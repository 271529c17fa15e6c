import {
  categoryDistribution,
  categoryDistributionQuery,
  detailedProfile,
  errorResponse,
  performanceMetrics,
  recentAchievementsQuery,
  recentAchievementsResponse,
  recentCategoryDistributionQuery,
  statsUserQuery,
  streak,
  userIdParams,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { StatsService } from '../services/stats-service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  422: errorResponse,
};

const config = { auth: 'user' as const };
const description =
  "The caller's own statistics, or with `user_id` those of a user whose privacy lets the caller " +
  "see them (a family member; another family's parent). Anyone else's answers 404. `_t` is ignored.";

/**
 * The profile's statistics (spec §7 stats calls). Unlike the board, these read calls may name
 * another user with `user_id`: the privacy rules in services/profile-privacy decide.
 */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  const common = { tags: ['statistics'], security: [{ bearer: [] }], description };
  const viewer = (request: Parameters<typeof authOf>[0]) => authOf(request).user;

  app.get(
    '/goals/recent-achievements',
    {
      config,
      schema: {
        ...common,
        summary: 'The latest closed goals, newest first (5 by default)',
        querystring: recentAchievementsQuery,
        response: { 200: recentAchievementsResponse, ...errors },
      },
    },
    async (request) =>
      stats.recentAchievements(viewer(request), request.query.user_id, request.query.limit),
  );

  app.get(
    '/performance-metrics',
    {
      config,
      schema: {
        ...common,
        summary: 'Tasks per week, goals per month and goal progress against their targets',
        querystring: statsUserQuery,
        response: { 200: performanceMetrics, ...errors },
      },
    },
    async (request) => stats.performanceMetrics(viewer(request), request.query.user_id),
  );

  app.get(
    '/streak',
    {
      config,
      schema: {
        ...common,
        summary: 'The daily streak: days in a row with at least one task reaching Done',
        querystring: statsUserQuery,
        response: { 200: streak, ...errors },
      },
    },
    async (request) => stats.streak(viewer(request), request.query.user_id),
  );

  app.get(
    '/tasks/category-distribution',
    {
      config,
      schema: {
        ...common,
        summary: "Tasks per category of the user's current flavor, plus the uncategorized ones",
        querystring: categoryDistributionQuery,
        response: { 200: categoryDistribution, ...errors },
      },
    },
    async (request) => stats.categoryDistribution(viewer(request), request.query),
  );

  app.get(
    '/tasks/category-distribution/recent',
    {
      config,
      schema: {
        ...common,
        summary: 'Tasks per category among those created or finished in the last `days` days',
        querystring: recentCategoryDistributionQuery,
        response: { 200: categoryDistribution, ...errors },
      },
    },
    async (request) =>
      stats.recentCategoryDistribution(viewer(request), request.query.user_id, request.query.days),
  );
};

/** The detailed profile (spec §3): one's own, and another user's by id. */
export const profileRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/profile',
    {
      config,
      schema: {
        summary: "The signed-in user's detailed profile, with the badges to earn next",
        tags: ['users'],
        security: [{ bearer: [] }],
        response: { 200: detailedProfile, ...errors },
      },
    },
    async (request) => stats.profile(authOf(request).user),
  );

  app.get(
    '/:userId/profile',
    {
      config,
      schema: {
        summary: "Another user's detailed profile, as far as that user's privacy allows",
        description:
          "A child's profile is visible to its own family only; to anyone else it is a 404, " +
          "exactly as for a user who does not exist. Outside the family a parent's e-mail and " +
          'age are left out.',
        tags: ['users'],
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: detailedProfile, ...errors },
      },
    },
    async (request) => stats.profile(authOf(request).user, request.params.userId),
  );
};
