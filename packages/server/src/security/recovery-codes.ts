import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@taskboard/contract';
import { hashToken } from './tokens';

// Letters and digits that cannot be mistaken for one another when read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function half(): string {
  let text = '';
  for (let i = 0; i < HALF; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** Ten codes like `k7m2p-x9qra`: about 49 bits each, enough for a code that works once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** The stored digest of a code as typed: case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
}
