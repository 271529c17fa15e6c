import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http-error';
import type { AttemptCounter } from './attempt-counter';
import { clientNetwork } from './client-network';

/** A count beyond which attempts are refused with 429 for the rest of the window. */
export interface Refusal {
  /** Whose attempts count: one account's from one client address, or one address's at all. */
  per: 'account-and-address' | 'address';
  max: number;
  windowMs: number;
  message: string;
}

/** A count of one account's attempts from every address, beyond which each one waits. */
export interface Slowdown {
  max: number;
  windowMs: number;
  delayMs: number;
}

/**
 * Limits guessing of a secret (a password, a code) without handing a stranger the power to
 * lock its owner out. Refusals count per account and client address, and per address: someone
 * guessing from one address is stopped, and that stops no one else. Counted over every address,
 * an account is only slowed down, and only far beyond what a family mistypes: a right secret
 * from an address without failures always gets in.
 *
 * Every attempt is counted before the secret is checked (so parallel guesses cannot slip past
 * the count), and a right secret gives its count back, so only failures add up. An attempt
 * refused from one address is not counted against the account, so it cannot slow the owner.
 */
export function failureLimit(
  counter: AttemptCounter,
  kind: string,
  { refusals, slowdown }: { refusals: Refusal[]; slowdown: Slowdown },
) {
  // An IPv6 client counts by its /64, or it could take a new address for every guess.
  const refusalKey = (refusal: Refusal, account: number | string, address: string) =>
    refusal.per === 'address'
      ? `${kind}-address|${refusal.windowMs}|${clientNetwork(address)}`
      : `${kind}|${refusal.windowMs}|${account}|${clientNetwork(address)}`;
  const accountKey = (account: number | string) => `${kind}-account|${account}`;

  return {
    /** Call before checking the secret; throws 429 when this address must wait. */
    async attempt(account: number | string, address: string): Promise<void> {
      const counts = await Promise.all(
        refusals.map((r) => counter.hit(refusalKey(r, account, address), r.windowMs)),
      );
      const refused = refusals.find((r, i) => (counts[i] ?? 0) > r.max);
      if (refused) {
        throw new HttpError(429, refused.message, {
          'retry-after': String(refused.windowMs / 1000),
        });
      }
      const byAccount = await counter.hit(accountKey(account), slowdown.windowMs);
      if (byAccount > slowdown.max) await sleep(slowdown.delayMs);
    },

    /** Call when the secret was right: the attempt is given back under every key. */
    async passed(account: number | string, address: string): Promise<void> {
      await Promise.all([
        ...refusals.map((r) => counter.hit(refusalKey(r, account, address), r.windowMs, -1)),
        counter.hit(accountKey(account), slowdown.windowMs, -1),
      ]);
    },
  };
}

export type FailureLimit = ReturnType<typeof failureLimit>;
