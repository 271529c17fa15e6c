import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@taskboard/contract';
import { HttpError } from '../http-error';
import { englishMessages } from '@taskboard/contract/messages';

export const weakPasswordMessage = englishMessages['password.tooCommon'];

/**
 * The common-password list maintained with zxcvbn-ts (about 49,000 leaked passwords, most used
 * first). Only those long enough to pass the length rule can reach this check, so only those are
 * kept in memory.
 */
const commonPasswords = new Set(
  dictionary['passwords-common']
    .map((word) => String(word).toLowerCase())
    .filter((word) => word.length >= PASSWORD_MIN),
);

export function isWeakPassword(password: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  return commonPasswords.has(folded) || /^(.)\1*$/su.test(folded);
}

/** Refuses a guessable password before it is hashed; the spec's length rules stay in the contract. */
export function assertStrongPassword(password: string): void {
  if (isWeakPassword(password)) throw new HttpError(422, weakPasswordMessage);
}

/** How many passwords the list refuses, for the test that the list is really there. */
export const commonPasswordCount = commonPasswords.size;
