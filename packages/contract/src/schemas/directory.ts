import { z } from 'zod';

// The users directory (content spec §3 User card, §7 GET /users/list, §9 limits) and the
// privacy settings that decide who is listed and which card fields are sent at all.

export const USERS_LIST_DEFAULT_LIMIT = 20;
export const USERS_LIST_MAX_LIMIT = 100;
export const USERS_SEARCH_MAX_LENGTH = 100;

export const directoryBadge = z.object({
  badge_type: z.string(),
  tier: z.enum(['BRONZE', 'SILVER', 'GOLD']),
  earned_at: z.string(),
  description: z.string(),
});

/**
 * A card. `email`, `age` and `badges` are absent (not null) when the user keeps them private:
 * the server never sends what the owner chose to hide.
 */
export const directoryUser = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  created_at: z.string(),
  role: z.enum(['ADMIN', 'USER']),
  access_level: z.enum(['BASIC', 'PREMIUM', 'VIP']),
  is_verified: z.boolean(),
  tasks_completed: z.number().int(),
  goals_completed: z.number().int(),
  bio: z.string().nullable().optional(),
  communities: z.number().int().optional(),
  email: z.string().optional(),
  age: z.number().int().optional(),
  badges: z.array(directoryBadge).optional(),
});
export type DirectoryUserCard = z.infer<typeof directoryUser>;

export const usersListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(
      USERS_SEARCH_MAX_LENGTH,
      `The search term must be at most ${USERS_SEARCH_MAX_LENGTH} characters`,
    )
    .optional(),
  limit: z.coerce
    .number({ error: `The limit must be a whole number from 1 to ${USERS_LIST_MAX_LIMIT}` })
    .int(`The limit must be a whole number from 1 to ${USERS_LIST_MAX_LIMIT}`)
    .min(1, `The limit must be a whole number from 1 to ${USERS_LIST_MAX_LIMIT}`)
    .max(USERS_LIST_MAX_LIMIT, `The limit must be a whole number from 1 to ${USERS_LIST_MAX_LIMIT}`)
    .default(USERS_LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'The offset must be a whole number from 0' })
    .int('The offset must be a whole number from 0')
    .min(0, 'The offset must be a whole number from 0')
    .max(1_000_000, 'The offset must be at most 1000000')
    .default(0),
});
export type UsersListQuery = { search?: string; limit?: number; offset?: number };

export const usersListResponse = z.object({
  users: z.array(directoryUser),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
});
export type UsersListResponse = z.infer<typeof usersListResponse>;
