import type { JobStatus } from '../schemas/backlog';
import {
  categoryDistribution,
  performanceMetrics,
  recentAchievementsResponse,
  streak,
} from '../schemas/profile';
import type { ApiRequest } from './request';

/** Whose statistics (the caller when left out); `_t` makes the URL unique to skip caches. */
export type StatsQuery = {
  user_id?: number;
  _t?: string;
};

/** Statistics of the signed-in user, or of `userId` when that user's privacy allows. */
export function statsCalls(request: ApiRequest) {
  return {
    recentAchievements: (query: StatsQuery & { limit?: number } = {}) =>
      request('GET', '/backlog/goals/recent-achievements', {
        auth: true,
        query,
        response: recentAchievementsResponse,
      }),
    performanceMetrics: (query: StatsQuery = {}) =>
      request('GET', '/backlog/performance-metrics', {
        auth: true,
        query,
        response: performanceMetrics,
      }),
    streak: (query: StatsQuery = {}) =>
      request('GET', '/backlog/streak', { auth: true, query, response: streak }),
    categoryDistribution: (
      query: StatsQuery & { include_completed?: boolean; status_filter?: JobStatus } = {},
    ) =>
      request('GET', '/backlog/tasks/category-distribution', {
        auth: true,
        query,
        response: categoryDistribution,
      }),
    recentCategoryDistribution: (query: StatsQuery & { days?: number } = {}) =>
      request('GET', '/backlog/tasks/category-distribution/recent', {
        auth: true,
        query,
        response: categoryDistribution,
      }),
  };
}
