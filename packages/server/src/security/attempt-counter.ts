import type { Redis } from 'ioredis';
import { HttpError } from '../http-error';
import { COUNTER_UNAVAILABLE } from '../plugins/rate-limit';

/**
 * Counts attempts per key in a fixed window: in Redis when several servers share one (every
 * instance sees the same count), in memory otherwise. Used where one request must be counted
 * under several keys (a family, an address), which a per-route rate limit cannot do.
 */
export interface AttemptCounter {
  /**
   * Adds `amount` attempts under `key` (0 only reads) and answers how many were made in the
   * current window.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<number>;
  /** How long until the window counting under `key` ends (0 when none is open): a Retry-After. */
  msLeft(key: string): Promise<number>;
}

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs, amount = 1) {
      const time = now();
      // Expired windows are dropped as they are met, so the map holds only live keys.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || current.endsAt <= time) {
        windows.set(key, { count: amount, endsAt: time + windowMs });
        return amount;
      }
      current.count += amount;
      return current.count;
    },
    async msLeft(key) {
      const window = windows.get(key);
      return window ? Math.max(0, window.endsAt - now()) : 0;
    },
  };
}

export function redisAttemptCounter(redis: Redis, namespace: string): AttemptCounter {
  const redisKeyOf = (key: string) => `${namespace}attempts|${key}`;
  return {
    async hit(key, windowMs, amount = 1) {
      const redisKey = redisKeyOf(key);
      try {
        const [[, count]] = (await redis
          .multi()
          .incrby(redisKey, amount)
          .pexpire(redisKey, windowMs, 'NX')
          .exec()) as [[null, number], [null, number]];
        return count;
      } catch {
        // Never an unlimited pass: without the shared count the attempt is not allowed.
        throw new HttpError(503, COUNTER_UNAVAILABLE);
      }
    },
    async msLeft(key) {
      try {
        // -2 (no key) and -1 (no expiry, which hit never leaves) both mean no open window.
        return Math.max(0, await redis.pttl(redisKeyOf(key)));
      } catch {
        throw new HttpError(503, COUNTER_UNAVAILABLE);
      }
    },
  };
}
