import {
  categoryDistribution,
  categoryDistributionQuery,
  detailedProfile,
  errorResponse,
  performanceMetrics,
  profileGoal,
  profileGoalParams,
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
  "see them: PRIVATE the user and a child's parent, FRIENDS the user's family, PUBLIC every " +
  "signed-in user (a child never outside its family). Anyone else's answers 404; outside the " +
  'family show_progress off answers 403. `_t` is ignored.';

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
        operationId: 'listRecentAchievements',
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
        operationId: 'getPerformanceMetrics',
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
        operationId: 'getStreak',
        summary:
          'The daily streak: days in a row with at least one task reaching Done or a goal closed',
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
        operationId: 'getCategoryDistribution',
        summary:
          "Tasks per category of the user's current flavor, plus the uncategorized ones " +
          "(the profile's radar asks for status_filter=CLOSED: finished tasks only)",
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
        operationId: 'getRecentCategoryDistribution',
        summary: 'Finished tasks per category, among those finished in the last `days` days',
        querystring: recentCategoryDistributionQuery,
        response: { 200: categoryDistribution, ...errors },
      },
    },
    async (request) =>
      stats.recentCategoryDistribution(viewer(request), request.query.user_id, request.query.days),
  );
};

/** The detailed profile (spec §3): one's own, and another user's by id, with its goals. */
export const profileRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/profile',
    {
      config,
      schema: {
        operationId: 'getProfile',
        summary: "The signed-in user's detailed profile, with the badges to earn next",
        description:
          'Any signed-in member may call it, for its own profile. Answers the statistics and ' +
          'badges the profile page shows.',
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
        operationId: 'getUserProfile',
        summary: "Another user's detailed profile, as far as that user's privacy allows",
        description:
          'Visible by profile_visibility: PRIVATE to the user and, for a child, its parent; ' +
          'FRIENDS ("My family") to the user\'s family; PUBLIC to every signed-in user, except ' +
          'that a child is never visible outside its family. Anyone else gets a 404, exactly ' +
          'as for a user who does not exist. Outside the family show_email, show_age, ' +
          'show_badges and show_progress decide which parts are sent.',
        tags: ['users'],
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: detailedProfile, ...errors },
      },
    },
    async (request) => stats.profile(authOf(request).user, request.params.userId),
  );

  app.get(
    '/:userId/goals/:goalId',
    {
      config,
      schema: {
        operationId: 'getUserGoal',
        summary: "One of a user's goals with its tasks, as that user's profile shows it",
        description:
          "Answers under the profile's privacy rules, as the profile's statistics do: a user " +
          "the caller may not see, or a goal that is not that user's, is a 404; progress kept " +
          'from the caller (show_progress off, outside the family) is a 403. Tasks oldest first.',
        tags: ['users'],
        security: [{ bearer: [] }],
        params: profileGoalParams,
        response: { 200: profileGoal, ...errors },
      },
    },
    async (request) =>
      stats.profileGoal(authOf(request).user, request.params.userId, request.params.goalId),
  );
};
