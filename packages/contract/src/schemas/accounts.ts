import { z } from 'zod';
import { requiredString } from './common';
import { languages } from './settings';

export * from './common';

export const accountType = z.enum(['PARENT', 'CHILD']);
export type AccountType = z.infer<typeof accountType>;

export const userRole = z.enum(['USER', 'ADMIN']);
export type UserRole = z.infer<typeof userRole>;

export const accessLevel = z.enum(['BASIC', 'PREMIUM', 'VIP']);
export type AccessLevel = z.infer<typeof accessLevel>;

export const badgeTier = z.enum(['GOLD', 'SILVER', 'BRONZE']);
export type BadgeTier = z.infer<typeof badgeTier>;

/** The eight badge types of the content document, in the order the badge pages list them. */
export const badgeTypes = [
  'TASK_CRUSHER',
  'GOAL_GETTER',
  'STREAK_KEEPER',
  'HELPER',
  'LEARNER',
  'TEAM_PLAYER',
  'CREATIVE_THINKER',
  'PROBLEM_SOLVER',
] as const;
export const badgeType = z.enum(badgeTypes);
export type BadgeType = z.infer<typeof badgeType>;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 15;
export const BIRTH_YEAR_MIN = 1925;
export const BIRTH_YEAR_MAX = 2050;
export const PASSWORD_MIN = 8;
/** Bounds the work argon2 does per attempt. */
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

// '@' is left out so a login identifier with '@' is always an e-mail and without it a username.
const username = requiredString('The username is required')
  .min(USERNAME_MIN, 'Username must be at least 3 characters long')
  .max(USERNAME_MAX, 'Username must be at most 15 characters long')
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may only contain letters, numbers, dots, dashes and underscores',
  );

const email = requiredString('The email is required')
  .max(EMAIL_MAX, 'The email is too long')
  .email('Please enter a valid email address');

const password = (requiredMessage: string) =>
  requiredString(requiredMessage)
    .min(PASSWORD_MIN, 'Password must be at least 8 characters long')
    .max(PASSWORD_MAX, 'Password must be at most 256 characters long');

/** A form sends the year as text; an API client sends a number. Both arrive as a number. */
export const birthYear = z.preprocess(
  (value) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string' && value.trim() !== '') return Number(value);
    return value;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Year of birth is required' : 'Year of birth must be a number',
    })
    .int('Year of birth must be a whole number')
    .min(BIRTH_YEAR_MIN, 'Year of birth must be at least 1925')
    .max(BIRTH_YEAR_MAX, 'Year of birth must be at most 2050'),
);

/** The spec's words for a confirmation that differs from its password, here and in the forms. */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match';

/** Whether both named fields of an unvalidated form are non-empty strings to compare. */
function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record[a] === 'string' &&
    record[a] !== '' &&
    typeof record[b] === 'string' &&
    record[b] !== ''
  );
}

export const registerBody = z
  .object({
    username,
    email,
    password: password('The password is required'),
    confirmPassword: requiredString('Please confirm your password'),
    birth_year: birthYear,
    /** The interface language the visitor signs up in: the family starts with it as preference. */
    language: z
      .enum(languages, { error: `language must be one of ${languages.join(', ')}` })
      .optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    // Checked even when another field is wrong, so a form shows every problem at once.
    when: ({ value }) => bothStrings(value, 'password', 'confirmPassword'),
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const registerResponse = z.object({
  message: z.string(),
  username: z.string(),
  email: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const loginBody = z.object({
  /** A parent's e-mail, or a child's username. */
  email: requiredString('The email is required').max(EMAIL_MAX, 'The email is too long'),
  password: requiredString('The password is required').max(
    PASSWORD_MAX,
    'Password must be at most 256 characters long',
  ),
});
export type LoginBody = z.infer<typeof loginBody>;

export const childAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  is_primary_child: z.boolean(),
});
export type ChildAccount = z.infer<typeof childAccount>;

export const loginResponse = z.object({
  token: z.string(),
  account_type: accountType,
  username: z.string(),
  is_primary_child: z.boolean(),
  child_accounts: z.array(childAccount),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyEmailQuery = z.object({ token: requiredString('The token is required') });
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuery>;

export const verifyEmailResponse = z.object({ message: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const forgotPasswordResponse = z.object({ msg: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

export const resetPasswordBody = z.object({
  token: requiredString('The token is required'),
  new_password: password('The new password is required'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form in the browser; only `new_password` (with the URL's token) is sent. */
export const resetPasswordForm = z
  .object({
    new_password: password('The new password is required'),
    confirm_new_password: requiredString('Please confirm your new password'),
  })
  .refine((form) => form.new_password === form.confirm_new_password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_new_password'],
    when: ({ value }) => bothStrings(value, 'new_password', 'confirm_new_password'),
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const resetPasswordResponse = z.object({ message: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

export const logoutResponse = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

export const badge = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  tier: badgeTier.default('BRONZE'),
  earned_at: z.string(),
});
export type Badge = z.infer<typeof badge>;

/** An earned badge with its type (content document §3 Badge). */
export const earnedBadge = badge.extend({ badge_type: badgeType });
export type EarnedBadge = z.infer<typeof earnedBadge>;

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The profile's "about me"; null until written. */
  bio: z.string().nullable().default(null),
  account_type: accountType,
  is_primary_child: z.boolean(),
  is_verified: z.boolean(),
  /** A new address waiting for the link sent to it; `email` stays the login until then. */
  pending_email: z.string().nullable().default(null),
  role: userRole.default('USER'),
  access_level: accessLevel.default('BASIC'),
  created_at: z.string(),
  badges: z.array(earnedBadge),
});
export type CurrentUser = z.infer<typeof currentUser>;
