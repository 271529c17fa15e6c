// Groups badges by tier, free of React so it is unit-tested.

export const badgeTiers = ['GOLD', 'SILVER', 'BRONZE'] as const;
export type BadgeTierName = (typeof badgeTiers)[number];
export const badgeTierLabels: Record<BadgeTierName, string> = {
  GOLD: 'Gold',
  SILVER: 'Silver',
  BRONZE: 'Bronze',
};

export type Badge = {
  id: string | number;
  name: string;
  description?: string | null;
  /** GOLD, SILVER or BRONZE in any case; a missing tier is bronze (spec §9). */
  tier?: string | null;
  earned_at?: string | null;
};

/** The list scrolls when it holds more badges than this (spec §9). */
export const badgeScrollThreshold = 9;

export function tierOf(badge: Badge): BadgeTierName {
  const tier = badge.tier?.toUpperCase();
  return tier === 'GOLD' || tier === 'SILVER' ? tier : 'BRONZE';
}

/** Gold, then Silver, then Bronze, each with its badges in the order given; empty tiers are kept. */
export function groupBadges(badges: readonly Badge[]): { tier: BadgeTierName; badges: Badge[] }[] {
  return badgeTiers.map((tier) => ({
    tier,
    badges: badges.filter((badge) => tierOf(badge) === tier),
  }));
}
