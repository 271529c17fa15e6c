// What kind of account a person has, in the library's own words: the directory's cards and the
// profile's header show both.

/** The account's role: an administrator or an ordinary user. */
export const accountRoles = ['admin', 'user'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** The account's access level. */
export const accessLevels = ['basic', 'premium', 'vip'] as const;
export type AccessLevel = (typeof accessLevels)[number];
