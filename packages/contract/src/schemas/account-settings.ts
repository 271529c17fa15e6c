import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './accounts';
import { requiredString } from './common';
import { twoFactorCode } from './two-factor';

// The account parts of the settings page (spec §3 Profile, Change password, Account deletion,
// Session; §5 their rules and messages; §7 the profile, password, deletion and session calls).

export const AGE_MIN = 3;
export const AGE_MAX = 100;
export const BIO_MAX = 500;

export const profileMessages = {
  usernameRequired: 'Username is required',
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be no more than 15 characters',
  usernameCharacters: 'Username may only contain letters, numbers, dots, dashes and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  ageRange: 'Age must be between 3 and 100',
  bioLong: 'Bio must be no more than 500 characters',
  noChanges: 'No changes detected to update',
  conflict: 'Username or email already exists',
  updated: 'Profile updated successfully!',
  childHasNoEmail: 'A child account has no e-mail address',
  /** A new e-mail takes the same proof as a new password: a session alone cannot move the account. */
  passwordForEmail: 'Enter your current password to change your e-mail address',
  codeForEmail:
    'Two-factor sign-in is on: enter a code from your authenticator app (or a recovery code) to change your e-mail address',
  emailChangePending:
    'Profile updated. Confirm your new address with the link we sent to it; until then you keep signing in with your current address.',
} as const;

/** A form sends numbers as text; an API client sends a number. Both arrive as a number. */
const age = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: profileMessages.ageRange })
    .int(profileMessages.ageRange)
    .min(AGE_MIN, profileMessages.ageRange)
    .max(AGE_MAX, profileMessages.ageRange),
);

/** PUT /users/profile: only the changed fields (spec §5 Profile). */
export const profileUpdateBody = z.strictObject({
  username: z
    .string({ error: profileMessages.usernameRequired })
    .trim()
    .min(1, { error: profileMessages.usernameRequired, abort: true })
    .min(USERNAME_MIN, profileMessages.usernameShort)
    .max(USERNAME_MAX, profileMessages.usernameLong)
    .regex(/^[A-Za-z0-9_.-]+$/, profileMessages.usernameCharacters)
    .optional(),
  email: z
    .string({ error: profileMessages.emailRequired })
    .trim()
    .min(1, { error: profileMessages.emailRequired, abort: true })
    .max(EMAIL_MAX, 'The email is too long')
    .email(profileMessages.emailInvalid)
    .optional(),
  age: age.optional(),
  bio: z
    .string({ error: profileMessages.bioLong })
    .max(BIO_MAX, profileMessages.bioLong)
    .optional(),
  /** Needed only with a new e-mail: the parent's current password. */
  current_password: z
    .string({ error: profileMessages.passwordForEmail })
    .max(PASSWORD_MAX, 'The current password is too long')
    .optional(),
  /** Needed only with a new e-mail when two-factor sign-in is on: an authenticator or recovery code. */
  code: twoFactorCode.optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const editableProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  bio: z.string().nullable(),
  is_verified: z.boolean(),
  /** A new address waiting for the link sent to it; `email` stays the login until then. */
  pending_email: z.string().nullable(),
});
export type EditableProfile = z.infer<typeof editableProfile>;

export const profileUpdateResponse = z.object({
  message: z.string(),
  /** True when a new e-mail was asked for: a confirmation link went to the new address. */
  verification_sent: z.boolean(),
  profile: editableProfile,
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

export const changePasswordMessages = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  newShort: `New password must be at least ${PASSWORD_MIN} characters long`,
  newLong: `New password must be at most ${PASSWORD_MAX} characters long`,
  mismatch: 'New passwords do not match',
  sameAsCurrent: 'New password must be different from current password',
  currentWrong: 'Current password is incorrect',
  changed: 'Password changed successfully!',
} as const;

const newPassword = requiredString(changePasswordMessages.newRequired)
  .min(PASSWORD_MIN, changePasswordMessages.newShort)
  .max(PASSWORD_MAX, changePasswordMessages.newLong);

const differentPasswords = <T extends { current_password: string; new_password: string }>(
  body: T,
) => body.current_password !== body.new_password;

/** POST /users/change-password. */
export const changePasswordBody = z
  .object({
    current_password: requiredString(changePasswordMessages.currentRequired).max(PASSWORD_MAX),
    new_password: newPassword,
  })
  .refine(differentPasswords, {
    message: changePasswordMessages.sameAsCurrent,
    path: ['new_password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The change-password dialog: the body plus the confirmation, which is never sent. */
export const changePasswordForm = z
  .object({
    current_password: requiredString(changePasswordMessages.currentRequired),
    new_password: newPassword,
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: changePasswordMessages.mismatch,
    path: ['confirm_password'],
  })
  .refine(differentPasswords, {
    message: changePasswordMessages.sameAsCurrent,
    path: ['new_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const DELETE_CONFIRMATION = 'DELETE MY ACCOUNT';

export const deleteAccountMessages = {
  passwordRequired: 'Password is required',
  confirmationMismatch: `Please type "${DELETE_CONFIRMATION}" exactly to confirm`,
  wrongPassword: 'Invalid password. Please check your password and try again.',
  deleted: 'Account successfully deleted.',
} as const;

/** POST /users/settings/account/delete-immediate (spec §3, §5). */
export const deleteAccountBody = z.object({
  password: requiredString(deleteAccountMessages.passwordRequired).max(PASSWORD_MAX),
  confirmation_text: z.string({ error: deleteAccountMessages.confirmationMismatch }),
  reason: z.string().max(1000, 'The reason must be at most 1000 characters').optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountResponse = z.object({
  message: z.string(),
  /** Every account removed: the caller and, for a parent, its children. */
  deleted_accounts: z.array(z.string()),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

export const accountSession = z.object({
  id: z.number().int(),
  device: z.string(),
  browser: z.string(),
  /** Always 'Unknown': no address is ever sent to a third-party lookup. */
  location: z.string(),
  last_active: z.string(),
  is_current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const sessionsResponse = z.object({ sessions: z.array(accountSession) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

export const sessionIdParams = z.object({
  sessionId: z.coerce
    .number({ error: 'The session id must be a number' })
    .int('The session id must be a whole number')
    .positive('The session id must be a positive number')
    .max(2_147_483_647, 'The session id is too large'),
});

export const sessionMessages = {
  revoked: 'Session revoked successfully!',
  allRevoked: 'All other sessions revoked successfully!',
  notFound: 'Session not found',
} as const;

export const revokeAllResponse = z.object({ message: z.string(), revoked: z.number().int() });
export type RevokeAllResponse = z.infer<typeof revokeAllResponse>;

/**
 * GET /users/settings/account/export: everything the account owns, one list of rows per table
 * (a parent's includes its children). Secrets (password and token hashes) are left out.
 */
export const accountExport = z.object({
  exported_at: z.string(),
  accounts: z.array(z.string()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExport>;
