import {
  type BacklogResponse,
  backlogResponse,
  createGoalBody,
  createTaskBody,
  errorResponse,
  goal,
  goalIdParams,
  goalTasksResponse,
  itemIdParams,
  messageResponse,
  reorderGoalsBody,
  task,
  taskChangedResponse,
  updateGoalBody,
  updateTaskBody,
  userIdQuery,
} from '@taskboard/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { installIdempotency } from '../plugins/idempotency';
import type { BacklogService } from '../services/backlog-service';
import { englishMessages } from '@taskboard/contract/messages';

export const notYourBoard = englishMessages['goal.ownBoardOnly'];

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

/** The version an offline change was made on: `If-Match: "<the task's updated_at>"`. */
function ifMatchOf(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string') return undefined;
  const version = header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  if (Number.isNaN(Date.parse(version))) {
    throw new HttpError(422, "If-Match must be the task's updated_at, in quotes");
  }
  return new Date(version).toISOString();
}

const ifMatchNote =
  ' With `If-Match: "<updated_at>"` the change is made only if the task is still at that ' +
  'version, else 412 with the task as it is now. With an `Idempotency-Key` header, the same key ' +
  'again answers as the first time and changes nothing.';

const common = {
  tags: ['backlog'],
  security: [{ bearer: [] }],
  querystring: userIdQuery,
};

/** The spec's `user_id` query parameter may only name the signed-in user. */
export async function ownBoardOnly(request: FastifyRequest): Promise<void> {
  const { user_id: userId } = (request.query ?? {}) as { user_id?: number };
  if (userId !== undefined && userId !== authOf(request).user.id) {
    throw new HttpError(403, notYourBoard);
  }
}

/**
 * The task board (spec §7 board calls). Every call acts on the bearer token's user; the spec's
 * `user_id` query parameter is accepted but must name that same user.
 */
export const backlogRoutes: FastifyPluginAsyncZod<{ backlog: BacklogService }> = async (
  app,
  { backlog },
) => {
  app.addHook('preHandler', ownBoardOnly);
  installIdempotency(app, app.db);
  const owner = (request: Parameters<typeof authOf>[0]) => authOf(request).user;
  const config = { auth: 'user' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        ...common,
        operationId: 'getBacklog',
        summary: "The user's goals in board order, then all their tasks",
        description:
          'Any signed-in member may call it, for its own board only: a `user_id` naming anyone ' +
          'else answers 403.',
        response: { 200: backlogResponse, ...errors },
      },
    },
    async (request, reply) => {
      const json = await backlog.listJson(owner(request));
      // Already a serialized BacklogResponse (built by the database): Fastify sends bytes as
      // they are. test/backlog.test.ts parses it with the contract schema.
      return reply.type('application/json; charset=utf-8').send(json as unknown as BacklogResponse);
    },
  );

  app.post(
    '/goals',
    {
      config,
      schema: {
        ...common,
        operationId: 'createGoal',
        summary: 'Create a goal (status NEW)',
        description:
          'Any signed-in member may call it, on its own board. A category outside the current ' +
          'flavor or theme answers 422.',
        body: createGoalBody,
        response: { 201: goal, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await backlog.createGoal(owner(request), request.body)),
  );

  app.put(
    '/goals/order',
    {
      config,
      schema: {
        ...common,
        operationId: 'reorderGoals',
        summary: 'Save the order the user dragged the goals into',
        description:
          'Any signed-in member may call it, on its own board. Goals not listed keep their ' +
          "place after the listed ones; another user's goal answers 404, a repeated one 422.",
        body: reorderGoalsBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => backlog.reorderGoals(owner(request), request.body.goal_ids),
  );

  app.put(
    '/goals/:goalId',
    {
      config,
      schema: {
        ...common,
        operationId: 'updateGoal',
        summary: 'Replace a goal (title, status, category); closed_at follows the status',
        description:
          "Any signed-in member may call it, on its own board; another user's goal answers 404.",
        params: goalIdParams,
        body: updateGoalBody,
        response: { 200: goal, ...errors },
      },
    },
    async (request) => backlog.updateGoal(owner(request), request.params.goalId, request.body),
  );

  app.delete(
    '/goals/:goalId',
    {
      config,
      schema: {
        ...common,
        operationId: 'deleteGoal',
        summary: 'Delete a goal and its tasks',
        description:
          "Any signed-in member may call it, on its own board; another user's goal answers 404.",
        params: goalIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => backlog.deleteGoal(owner(request), request.params.goalId),
  );

  app.get(
    '/goals/:goalId/task',
    {
      config,
      schema: {
        ...common,
        operationId: 'listGoalTasks',
        summary: "A goal's tasks, oldest first",
        description:
          "Any signed-in member may call it, on its own board; another user's goal answers 404.",
        params: goalIdParams,
        response: { 200: goalTasksResponse, ...errors },
      },
    },
    async (request) => backlog.goalTasks(owner(request), request.params.goalId),
  );

  app.post(
    '/task',
    {
      config,
      schema: {
        ...common,
        operationId: 'createTask',
        summary: 'Create a task under one of the user’s goals',
        description:
          "Any signed-in member may call it, on its own board; another user's goal answers 404.",
        body: createTaskBody,
        response: { 201: task, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await backlog.createTask(owner(request), request.body)),
  );

  app.put(
    '/task/:itemId',
    {
      config,
      schema: {
        ...common,
        operationId: 'updateTask',
        summary: 'Update a task; fields not sent keep their values',
        description:
          "Any signed-in member may call it, on its own board; another user's task answers 404." +
          ifMatchNote,
        params: itemIdParams,
        body: updateTaskBody,
        response: { 200: task, 412: taskChangedResponse, ...errors },
      },
    },
    async (request) =>
      backlog.updateTask(owner(request), request.params.itemId, request.body, ifMatchOf(request)),
  );

  app.delete(
    '/task/:itemId',
    {
      config,
      schema: {
        ...common,
        operationId: 'deleteTask',
        summary: 'Delete a task',
        description:
          "Any signed-in member may call it, on its own board; another user's task answers 404." +
          ifMatchNote,
        params: itemIdParams,
        response: { 200: messageResponse, 412: taskChangedResponse, ...errors },
      },
    },
    async (request) =>
      backlog.deleteTask(owner(request), request.params.itemId, ifMatchOf(request)),
  );
};
