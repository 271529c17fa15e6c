// The badge kinds and tiers the artwork draws, in the library's own words. The app maps the
// badge types the server awards to these.

export const badgeKinds = [
  'taskCrusher',
  'goalGetter',
  'streakKeeper',
  'helper',
  'learner',
  'teamPlayer',
  'creativeThinker',
  'problemSolver',
] as const;
export type BadgeKind = (typeof badgeKinds)[number];

/** A badge's tier, from the lowest. Every component that shows a tier speaks of these. */
export const badgeTiers = ['bronze', 'silver', 'gold'] as const;
export type BadgeTierName = (typeof badgeTiers)[number];

export const isBadgeKind = (value: unknown): value is BadgeKind =>
  typeof value === 'string' && (badgeKinds as readonly string[]).includes(value);
