import type { AttemptCounter } from './attempt-counter';
import { failureLimit } from './failure-limit';
import { ACCOUNT_SLOWDOWN_MS } from './parent-password-guard';
import { englishMessages } from '@taskboard/contract/messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A six-digit code is far easier to guess than a password, so its limits are fixed and small
 * whatever AUTH_RATE_LIMIT_PER_MINUTE says: a few tries a minute, and a cap per hour, for one
 * account from one client address.
 */
export const CODE_ATTEMPTS_PER_MINUTE = 5;
export const CODE_ATTEMPTS_PER_HOUR = 15;
/**
 * Wrong codes of one account from every address together, beyond which each further try waits
 * ACCOUNT_SLOWDOWN_MS: guessing from many addresses is slowed, the owner is never refused.
 */
export const ACCOUNT_CODE_FAILURES_BEFORE_SLOWDOWN_PER_HOUR = 30;

export const twoFactorGuardMessages = {
  minute: englishMessages['twoFactor.tooManyCodes'],
  hour: englishMessages['twoFactor.tooManyWrongCodes'],
} as const;

/**
 * Slows down guessing of one account's two-factor codes, in every place a code is checked (the
 * login's second step, switching to the parent, turning it off, new recovery codes, enrolment),
 * with the same counter as passwords: in Redis when configured (a Redis that is away answers
 * 503, never an uncounted try), else in memory. Refusals count per account and client address,
 * so codes tried by someone else never keep the owner out (failure-limit.ts); the login's
 * second step is also limited per address by its route.
 */
export function twoFactorGuard(counter: AttemptCounter) {
  return failureLimit(counter, 'two-factor', {
    refusals: [
      {
        per: 'account-and-address',
        max: CODE_ATTEMPTS_PER_HOUR,
        windowMs: HOUR,
        message: twoFactorGuardMessages.hour,
      },
      {
        per: 'account-and-address',
        max: CODE_ATTEMPTS_PER_MINUTE,
        windowMs: MINUTE,
        message: twoFactorGuardMessages.minute,
      },
    ],
    slowdown: {
      max: ACCOUNT_CODE_FAILURES_BEFORE_SLOWDOWN_PER_HOUR,
      windowMs: HOUR,
      delayMs: ACCOUNT_SLOWDOWN_MS,
    },
  });
}

export type TwoFactorGuard = ReturnType<typeof twoFactorGuard>;
