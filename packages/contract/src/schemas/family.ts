import { z } from 'zod';
import { accountType, birthYear, USERNAME_MAX, USERNAME_MIN } from './accounts';
import { requiredString } from './common';

// Family accounts (spec §3 Family account, Child creation payload; §7 family calls).

export const badgeCounts = z.object({
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
});

export const familyAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  account_type: accountType,
  is_primary_child: z.boolean(),
  created_at: z.string(),
  badge_counts: badgeCounts,
});
export type FamilyAccount = z.infer<typeof familyAccount>;

export const familyAccountsResponse = z.object({ family_accounts: z.array(familyAccount) });
export type FamilyAccountsResponse = z.infer<typeof familyAccountsResponse>;

const parentPassword = requiredString('The parent password is required').max(256);

export const createChildBody = z.object({
  child_username: requiredString('The username is required')
    .min(USERNAME_MIN, 'Username must be at least 3 characters long')
    .max(USERNAME_MAX, 'Username must be at most 15 characters long')
    .regex(
      /^[A-Za-z0-9_.-]+$/,
      'Username may only contain letters, numbers, dots, dashes and underscores',
    ),
  child_birth_year: birthYear,
  parent_password: parentPassword,
});
export type CreateChildBody = z.infer<typeof createChildBody>;

export const removeChildBody = z.object({
  child_username: requiredString('The username is required').max(USERNAME_MAX),
  parent_password: parentPassword,
});
export type RemoveChildBody = z.infer<typeof removeChildBody>;

export const switchAccountBody = z.object({
  target_username: requiredString('The account to switch to is required').max(USERNAME_MAX),
  /** Sent only when non-blank after trimming (spec §5). */
  parent_password: z.string().max(256).optional(),
  /**
   * A code from the parent's authenticator app (or a recovery code): needed with the password
   * when a child switches to a parent that has two-factor sign-in on.
   */
  two_factor_code: z.string().max(64).optional(),
});
export type SwitchAccountBody = z.infer<typeof switchAccountBody>;

export const switchAccountResponse = z.object({
  token: z.string(),
  account_type: accountType,
  username: z.string(),
  is_primary_child: z.boolean(),
});
export type SwitchAccountResponse = z.infer<typeof switchAccountResponse>;

/** The part of the family's daily helper allowance each child may use, in percent. */
export const HELPER_SHARE_MIN = 10;
export const HELPER_SHARE_MAX = 100;
export const DEFAULT_HELPER_SHARE = 50;

const outOfRange = 'The percent must be a whole number from 10 to 100';
const helperSharePercent = z
  .number({ error: outOfRange })
  .int(outOfRange)
  .min(HELPER_SHARE_MIN, outOfRange)
  .max(HELPER_SHARE_MAX, outOfRange);

/** PUT /users/family/helper-share (a parent only). */
export const helperShareBody = z.strictObject({ percent: helperSharePercent });
export type HelperShareBody = z.infer<typeof helperShareBody>;

/** GET and PUT /users/family/helper-share: each child's share; the parent may use the whole pot. */
export const helperShareResponse = z.object({ percent: z.number().int() });
export type HelperShareResponse = z.infer<typeof helperShareResponse>;
