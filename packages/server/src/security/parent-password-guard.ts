import { HttpError } from '../http-error';
import type { AttemptCounter } from './attempt-counter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const guardMessages = {
  family: 'Too many attempts. Please wait a minute and try again.',
  address: 'Too many wrong passwords from this network. Please wait an hour and try again.',
} as const;

/**
 * Slows down guessing of a family's one password, however it is checked. A parent's password
 * is checked through the parent's e-mail, each child's username, switching to the parent,
 * creating and removing a child: all of them count under one key per family, so naming another
 * child does not buy more guesses. Separately, attempts from one address count across every
 * account, so one password tried against many families is stopped too.
 *
 * Every attempt is counted before the password is checked (so parallel guesses cannot slip
 * past the count), and a right password gives its count back: families signing in on several
 * devices, or many families behind one school's address, never wait.
 */
export function parentPasswordGuard(
  counter: AttemptCounter,
  { perFamilyPerMinute }: { perFamilyPerMinute: number },
) {
  const perAddressPerHour = perFamilyPerMinute * 4;
  const keys = (family: number | string, address: string) => ({
    family: `family-password|${family}`,
    address: `password-address|${address}`,
  });
  return {
    /**
     * Call before checking the password. `family` is the heading parent's id, or for an identity
     * that names no family, the normalised identity (so unknown names are limited alike and the
     * answers do not reveal which exist).
     */
    async attempt(family: number | string, address: string): Promise<void> {
      const key = keys(family, address);
      const [byAddress, byFamily] = await Promise.all([
        counter.hit(key.address, HOUR),
        counter.hit(key.family, MINUTE),
      ]);
      if (byAddress > perAddressPerHour) {
        throw new HttpError(429, guardMessages.address, { 'retry-after': String(HOUR / 1000) });
      }
      if (byFamily > perFamilyPerMinute) {
        throw new HttpError(429, guardMessages.family, { 'retry-after': String(MINUTE / 1000) });
      }
    },
    /** Call when the password was right: the attempt is given back. */
    async passed(family: number | string, address: string): Promise<void> {
      const key = keys(family, address);
      await Promise.all([counter.hit(key.address, HOUR, -1), counter.hit(key.family, MINUTE, -1)]);
    },
  };
}

export type ParentPasswordGuard = ReturnType<typeof parentPasswordGuard>;
