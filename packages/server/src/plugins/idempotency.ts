import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { idempotencyKeysRepository } from '../repositories/idempotency-keys-repository';
import { authOf } from './auth';

export const idempotencyMessages = {
  badKey: "Idempotency-Key must be 1 to 100 letters, digits, '-', '_', ':' or '.'",
  otherCall: 'This Idempotency-Key was already used for a different call',
  inProgress: 'This change is still being made: try again in a moment',
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;
/**
 * A first request still unanswered after this long was cut off (the server stopped): a retry
 * runs the change again instead of waiting forever. A move or rename made twice ends the same.
 */
const ABANDONED_AFTER_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request is the first with its Idempotency-Key: its answer is kept. */
    idempotencyKey: { userId: number; key: string } | null;
  }
}

/**
 * `Idempotency-Key` on the changing calls of the routes it is installed on: the first request
 * with a key is carried out and its answer kept for a day (services/family-events.ts prunes);
 * a request with the same key again gets that answer back, marked `idempotent-replayed: true`,
 * and changes nothing. An offline device replays its queued changes with the key each was
 * made with, so a change whose answer was lost is never made twice.
 */
export function installIdempotency(app: FastifyInstance, db: Database): void {
  const keys = idempotencyKeysRepository(db);
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new HttpError(422, idempotencyMessages.badKey);
    }
    const userId = authOf(request).user.id;
    const call = callOf(request);
    if (await keys.claim(userId, header, call)) {
      request.idempotencyKey = { userId, key: header };
      return;
    }
    const kept = await keys.find(userId, header);
    if (!kept || kept.request !== call) throw new HttpError(422, idempotencyMessages.otherCall);
    if (kept.statusCode === null || kept.body === null) {
      if (Date.now() - kept.createdAt.getTime() < ABANDONED_AFTER_MS) {
        throw new HttpError(409, idempotencyMessages.inProgress);
      }
      await keys.restart(userId, header);
      request.idempotencyKey = { userId, key: header };
      return;
    }
    return reply
      .code(kept.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(kept.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyKey;
    if (!claimed) return payload;
    request.idempotencyKey = null;
    // A server failure keeps nothing: the device's retry runs the change again.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await keys.release(claimed.userId, claimed.key);
    } else {
      await keys.keep(claimed.userId, claimed.key, reply.statusCode, payload);
    }
    return payload;
  });
}

/** Method and path: a key stands for one call, and the same key on another one is refused. */
const callOf = (request: FastifyRequest) =>
  `${request.method} ${request.url.split('?')[0] ?? ''}`.slice(0, 200);
