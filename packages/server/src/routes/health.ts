import { errorResponse, healthResponse } from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { logSafeError } from '../security/log-safe-error';
import { HttpError } from '../http-error';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Is the server up and its database reachable?',
        description:
          'Anyone may call it. Answers 200 while the database answers a query, else 503 with a ' +
          'detail, so a load balancer can take the instance out.',
        tags: ['health'],
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: logSafeError(error) }, 'database health check failed');
        throw new HttpError(503, 'The database is unreachable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
