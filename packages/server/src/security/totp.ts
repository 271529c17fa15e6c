import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from '@taskboard/contract';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Bitesize TaskBoard';
/** RFC 6238's defaults, which every authenticator app understands. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone a little fast or slow, or a code typed as it turned over. */
const WINDOW_STEPS = 1;

function totpOf(secret: string, accountName = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  // otpauth draws it from the platform's cryptographic random source.
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/**
 * The time step whose code `code` is, within one step of `now`, or undefined when it is no code
 * of this secret. The caller refuses a step it has accepted before (a replayed code).
 */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  const totp = totpOf(secret);
  const token = code.replace(/\s/g, '');
  const delta = totp.validate({ token, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}
