import {
  breakDownBody,
  breakDownResponse,
  errorResponse,
  taskbreakerHealth,
  taskbreakerTestResponse,
  tokenUsage,
  usageHistoryQuery,
  usageHistoryResponse,
} from '@taskboard/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { TaskbreakerService } from '../services/taskbreaker-service';

export interface TaskbreakerRoutesOptions {
  taskbreaker: TaskbreakerService;
  /** Model calls per minute per user, on top of the daily token allowance; 10 by default. */
  aiCallsPerMinute?: number;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
  502: errorResponse,
};

/** The AI task breaker (spec §7 taskbreaker calls): turns a goal into steps for a child. */
export const taskbreakerRoutes: FastifyPluginAsyncZod<TaskbreakerRoutesOptions> = async (
  app,
  { taskbreaker, aiCallsPerMinute = 10 },
) => {
  // Calls that reach the model are limited per user: the daily allowance caps the tokens,
  // this caps how fast a script could burn them (and the endpoint's capacity). Counted after
  // validation: a refused body never reaches the model, so it costs nothing to allow.
  const modelCall = {
    auth: 'user' as const,
    rateLimit: {
      hook: 'preHandler' as const,
      max: aiCallsPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `taskbreaker|${request.auth?.user.id ?? request.ip}`,
    },
  };

  app.post(
    '/break-down',
    {
      config: modelCall,
      schema: {
        operationId: 'breakDownGoal',
        summary: 'Break a goal into 3–7 child-sized steps; charged to the daily allowance',
        description:
          "Any signed-in member may call it. The allowance (or a child's share of it) used up " +
          'answers 429; a provider that fails answers 502.',
        tags: ['taskbreaker'],
        security: [{ bearer: [] }],
        body: breakDownBody,
        response: { 200: breakDownResponse, ...errors },
      },
    },
    async (request) => taskbreaker.breakDown(authOf(request).user, request.body),
  );

  app.post(
    '/test',
    {
      config: modelCall,
      schema: {
        operationId: 'testTaskbreaker',
        summary: 'Check the provider answers with a tiny breakdown; charged like any call',
        description:
          'Any signed-in member may call it. Answers 502 when the provider fails, 429 when the ' +
          'allowance is used up.',
        tags: ['taskbreaker'],
        security: [{ bearer: [] }],
        response: { 200: taskbreakerTestResponse, ...errors },
      },
    },
    async (request) => taskbreaker.test(authOf(request).user),
  );

  app.get(
    '/usage',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getTaskbreakerUsage',
        summary: "Today's token allowance",
        description:
          "Any signed-in member may call it. Answers how much of today's allowance is used and " +
          'what is left.',
        tags: ['taskbreaker'],
        security: [{ bearer: [] }],
        response: { 200: tokenUsage, ...errors },
      },
    },
    async (request) => taskbreaker.usage(authOf(request).user),
  );

  app.get(
    '/usage/history',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getTaskbreakerUsageHistory',
        summary: 'Token usage per day, oldest first, days without calls included',
        description: 'Any signed-in member may call it, for its own usage only.',
        tags: ['taskbreaker'],
        security: [{ bearer: [] }],
        querystring: usageHistoryQuery,
        response: { 200: usageHistoryResponse, ...errors },
      },
    },
    async (request) => taskbreaker.history(authOf(request).user, request.query.days),
  );

  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getTaskbreakerHealth',
        summary: 'Which provider breaks goals down (no model call)',
        description:
          'Anyone may call it, signed in or not. Says which provider is configured without ' +
          'calling a model.',
        tags: ['taskbreaker'],
        response: { 200: taskbreakerHealth },
      },
    },
    async () => taskbreaker.health(),
  );
};
