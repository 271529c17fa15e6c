// The badge kinds and tiers the artwork draws, in the library's own words. The kinds match the
// badge types the server awards; the app maps one to the other.

export const badgeKinds = [
  'TASK_CRUSHER',
  'GOAL_GETTER',
  'STREAK_KEEPER',
  'HELPER',
  'LEARNER',
  'TEAM_PLAYER',
  'CREATIVE_THINKER',
  'PROBLEM_SOLVER',
] as const;
export type BadgeKind = (typeof badgeKinds)[number];

export const badgeArtTiers = ['BRONZE', 'SILVER', 'GOLD'] as const;
export type BadgeArtTier = (typeof badgeArtTiers)[number];

export const isBadgeKind = (value: unknown): value is BadgeKind =>
  typeof value === 'string' && (badgeKinds as readonly string[]).includes(value);
