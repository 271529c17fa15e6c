import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../http-error';
import { englishMessages } from '@taskboard/contract/messages';

const TOO_MANY_ATTEMPTS = englishMessages['limits.tooManyAttempts'];
export const COUNTER_UNAVAILABLE = englishMessages['limits.counterUnavailable'];

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Store = FastifyRateLimitStore & {
  read?: (key: string, callback: Callback, timeWindow: number, max: number) => void;
};

/**
 * The plugin's Redis store, except that a Redis it cannot reach answers 503 with a detail: not
 * a 500, and never a pass without counting (which would let password guessing through).
 */
function unavailableAsServiceError(store: Store): Store {
  const guard =
    (callback: Callback): Callback =>
    (error, result) =>
      callback(error ? new HttpError(503, COUNTER_UNAVAILABLE) : null, result);
  return {
    incr: (key, callback, timeWindow, max) => store.incr(key, guard(callback), timeWindow, max),
    read: (key, callback, timeWindow, max) => store.read?.(key, guard(callback), timeWindow, max),
    child: (routeOptions) => unavailableAsServiceError(store.child(routeOptions)),
  };
}

function redisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  // The plugin calls `new Store(options)`; returning an object from a constructor hands it that.
  return function GuardedRedisStore(
    this: unknown,
    options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
  ) {
    return unavailableAsServiceError(
      new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        nameSpace,
      ),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Rate limits for the routes that declare one: in this process's memory, or in Redis (shared by
 * every server instance) when a client is given.
 */
export async function installRateLimit(
  app: FastifyInstance,
  { redis, nameSpace }: { redis: Redis | undefined; nameSpace: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // After parsing (the key names the account) but before validation, so every attempt counts.
    hook: 'preValidation',
    nameSpace,
    ...(redis ? { store: redisStore(redis, nameSpace) } : {}),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_ATTEMPTS),
  });
}
