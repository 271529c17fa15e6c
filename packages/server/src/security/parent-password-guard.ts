import type { AttemptCounter } from './attempt-counter';
import { failureLimit } from './failure-limit';
import { englishMessages } from '@taskboard/contract/messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Wrong passwords of one family, from every address together, beyond which each further try
 * waits ACCOUNT_SLOWDOWN_MS. Far above what a family mistypes; never a refusal, so strangers
 * cannot lock a family out, however many addresses they guess from.
 */
export const FAMILY_FAILURES_BEFORE_SLOWDOWN_PER_HOUR = 100;
/** How long each password try of a family past that count waits before it is checked. */
export const ACCOUNT_SLOWDOWN_MS = 2_000;

export const guardMessages = {
  family: englishMessages['limits.tooManyAttempts'],
  address: englishMessages['family.tooManyWrongPasswords'],
} as const;

/**
 * Slows down guessing of a family's one password, however it is checked. A parent's password
 * is checked through the parent's e-mail, each child's username, switching to the parent,
 * creating and removing a child: all of them count under one key per family and client
 * address, so naming another child does not buy more guesses. Separately, attempts from one
 * address count across every account, so one password tried against many families is stopped
 * too. Neither stops the family from another address; over every address together the family
 * is only slowed down (failure-limit.ts).
 */
export function parentPasswordGuard(
  counter: AttemptCounter,
  { perFamilyPerMinute }: { perFamilyPerMinute: number },
) {
  return failureLimit(counter, 'family-password', {
    refusals: [
      {
        per: 'address',
        max: perFamilyPerMinute * 4,
        windowMs: HOUR,
        message: guardMessages.address,
      },
      {
        per: 'account-and-address',
        max: perFamilyPerMinute,
        windowMs: MINUTE,
        message: guardMessages.family,
      },
    ],
    slowdown: {
      max: FAMILY_FAILURES_BEFORE_SLOWDOWN_PER_HOUR,
      windowMs: HOUR,
      delayMs: ACCOUNT_SLOWDOWN_MS,
    },
  });
}

/**
 * `attempt(family, address)` before checking the password, where `family` is the heading
 * parent's id or, for an identity that names no family, the normalised identity (so unknown
 * names are limited alike and the answers do not reveal which exist); `passed(family, address)`
 * when it was right.
 */
export type ParentPasswordGuard = ReturnType<typeof parentPasswordGuard>;
