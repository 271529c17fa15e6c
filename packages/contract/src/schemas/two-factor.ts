import { z } from 'zod';
import { loginResponse, PASSWORD_MAX } from './accounts';
import { requiredString } from './common';

// Two-factor sign-in for parents (TOTP, RFC 6238): enrolment from the Security tab, the login's
// second step, and turning it off. Child accounts have none.

/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;
/** Recovery codes given at enrolment (and each time they are made anew). */
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app',
  codeTooLong: 'The code is too long',
  passwordRequired: 'The password is required',
  challengeRequired: 'The sign-in step is missing; please log in again',
} as const;

/** A six-digit code from the authenticator app, or one of the recovery codes. */
export const twoFactorCode = requiredString(twoFactorMessages.codeRequired).max(
  64,
  twoFactorMessages.codeTooLong,
);

/** Whether typed text is an authenticator code (six digits, spaces allowed) rather than a recovery code. */
export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/** What an authenticator app needs: the otpauth:// link (the QR code) and the key typed by hand. */
export const twoFactorSetupResponse = z.object({
  /** Base32, shown for manual entry; sent only during enrolment, never after. */
  secret: z.string(),
  otpauth_uri: z.string(),
  issuer: z.string(),
  account_name: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorConfirmBody = z.object({ code: twoFactorCode });
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmBody>;

/** The recovery codes in plain text: answered once, stored only as digests. */
export const recoveryCodesResponse = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** Turning two-factor sign-in off, or making new recovery codes: the password and a code. */
export const twoFactorPasswordAndCodeBody = z.object({
  password: requiredString(twoFactorMessages.passwordRequired).max(PASSWORD_MAX),
  code: twoFactorCode,
});
export type TwoFactorPasswordAndCodeBody = z.infer<typeof twoFactorPasswordAndCodeBody>;

export const twoFactorDisableResponse = z.object({ message: z.string() });
export type TwoFactorDisableResponse = z.infer<typeof twoFactorDisableResponse>;

/** A right password of an account with two-factor sign-in on: no session yet, only a challenge. */
export const twoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  /** Exchanged with a code at POST /users/login/two-factor; it expires after a few minutes. */
  challenge: z.string(),
  expires_in_seconds: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** POST /users/login answers a session, as always, or (two-factor sign-in on) a challenge. */
export const loginResult = z.union([loginResponse, twoFactorChallenge]);
export type LoginResult = z.infer<typeof loginResult>;

export function needsSecondFactor(result: LoginResult): result is TwoFactorChallenge {
  return 'two_factor_required' in result;
}

export const twoFactorLoginBody = z.object({
  challenge: requiredString(twoFactorMessages.challengeRequired).max(128),
  code: twoFactorCode,
});
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBody>;
