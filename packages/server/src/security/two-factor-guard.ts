import { HttpError } from '../http-error';
import type { AttemptCounter } from './attempt-counter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A six-digit code is far easier to guess than a password, so its limits are fixed and small
 * whatever AUTH_RATE_LIMIT_PER_MINUTE says: a few tries a minute, and a cap per hour.
 */
export const CODE_ATTEMPTS_PER_MINUTE = 5;
export const CODE_ATTEMPTS_PER_HOUR = 15;

export const twoFactorGuardMessages = {
  minute: 'Too many codes tried. Please wait a minute and try again.',
  hour: 'Too many wrong codes for this account. Please wait an hour and try again.',
} as const;

/**
 * Slows down guessing of one account's two-factor codes, in every place a code is checked (the
 * login's second step, switching to the parent, turning it off, new recovery codes, enrolment),
 * with the same counter as passwords: in Redis when configured (a Redis that is away answers
 * 503, never an uncounted try), else in memory. As with passwords, every attempt counts before
 * the code is checked and a right code gives its count back.
 */
export function twoFactorGuard(counter: AttemptCounter) {
  const keys = (userId: number) => ({
    minute: `two-factor|${userId}`,
    hour: `two-factor-hour|${userId}`,
  });
  return {
    async attempt(userId: number): Promise<void> {
      const key = keys(userId);
      const [byHour, byMinute] = await Promise.all([
        counter.hit(key.hour, HOUR),
        counter.hit(key.minute, MINUTE),
      ]);
      if (byHour > CODE_ATTEMPTS_PER_HOUR) {
        throw new HttpError(429, twoFactorGuardMessages.hour, {
          'retry-after': String(HOUR / 1000),
        });
      }
      if (byMinute > CODE_ATTEMPTS_PER_MINUTE) {
        throw new HttpError(429, twoFactorGuardMessages.minute, {
          'retry-after': String(MINUTE / 1000),
        });
      }
    },
    async passed(userId: number): Promise<void> {
      const key = keys(userId);
      await Promise.all([counter.hit(key.hour, HOUR, -1), counter.hit(key.minute, MINUTE, -1)]);
    },
  };
}

export type TwoFactorGuard = ReturnType<typeof twoFactorGuard>;
