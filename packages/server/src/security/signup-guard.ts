import { HttpError } from '../http-error';
import type { AttemptCounter } from './attempt-counter';
import { clientNetwork } from './client-network';
import { englishMessages } from '@taskboard/contract/messages';

const HOUR = 3_600_000;

export const signupMessages = {
  // The spec's wording for every 429; Retry-After says how long "a moment" is.
  tooMany: englishMessages['limits.tooManyRequests'],
} as const;

/**
 * Limits the new families one client address can create in an hour, so a script cannot open
 * accounts by the hundred (each with its own daily helper allowance). A place is taken before
 * the family is created, so parallel sign-ups cannot slip past the count, and given back when
 * the sign-up fails (a name already taken): only families that exist are counted.
 */
export function signupGuard(counter: AttemptCounter, { perHour }: { perHour: number }) {
  // An IPv6 client counts by its /64 (client-network.ts).
  const keyOf = (address: string) => `signup-address|${clientNetwork(address)}`;
  return {
    /** Call before creating the family; refuses with 429 and Retry-After past the limit. */
    async reserve(address: string): Promise<void> {
      const key = keyOf(address);
      if ((await counter.hit(key, HOUR)) > perHour) {
        // A refusal must not hold a place: the count stays the families actually created.
        await counter.hit(key, HOUR, -1);
        const seconds = Math.max(1, Math.ceil((await counter.msLeft(key)) / 1000));
        throw new HttpError(429, signupMessages.tooMany, { 'retry-after': String(seconds) });
      }
    },
    /** Call when the sign-up failed after `reserve`: its place is given back. */
    async release(address: string): Promise<void> {
      await counter.hit(keyOf(address), HOUR, -1);
    },
  };
}

export type SignupGuard = ReturnType<typeof signupGuard>;
