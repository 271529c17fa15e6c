import type { ApiRequest } from './request';
import {
  breakDownResponse,
  taskbreakerHealth,
  taskbreakerTestResponse,
  tokenUsage,
  usageHistoryResponse,
  type BreakDownBody,
} from '../schemas/taskbreaker';

/** The helper that breaks a goal into tasks, and what the family has used of it. */
export function taskbreakerCalls(request: ApiRequest) {
  return {
    breakDown: (body: BreakDownBody) =>
      request('POST', '/taskbreaker/break-down', {
        auth: true,
        body,
        response: breakDownResponse,
      }),
    usage: () => request('GET', '/taskbreaker/usage', { auth: true, response: tokenUsage }),
    usageHistory: (days?: number) =>
      request('GET', '/taskbreaker/usage/history', {
        auth: true,
        query: { days },
        response: usageHistoryResponse,
      }),
    health: () => request('GET', '/taskbreaker/health', { response: taskbreakerHealth }),
    /** A tiny breakdown proving the configured planner answers; charged like any call. */
    test: () =>
      request('POST', '/taskbreaker/test', { auth: true, response: taskbreakerTestResponse }),
  };
}
