// Groups badges by tier, free of React so it is unit-tested.
import type { BadgeKind } from '../../illustrations/badgeArtNames';

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
  /** When it was earned (an ISO date); shown as 'Earned Mar 4, 2026'. */
  earnedAt?: string | null;
  /** Which badge it is, for its artwork; without one the medal shows the tier's star alone. */
  kind?: BadgeKind | null;
};

/** Every text the badge panel shows, with English defaults. */
export type BadgeTierMessages = {
  /** The panel's heading for `count` badges. */
  title: (count: number) => string;
  emptyTitle: string;
  emptyDescription: string;
  /** Ways to earn a first badge, listed under the empty state. */
  hints: readonly string[];
  hintsLabel: string;
  tiers: Record<BadgeTierName, string>;
  countsLabel: string;
  /** Names the list when it scrolls (more than 9 badges). */
  listLabel: string;
  tierGroup: (tier: string) => string;
  earned: (date: string) => string;
};

export const defaultBadgeTierMessages: BadgeTierMessages = {
  title: (count) => `Badges (${count})`,
  emptyTitle: 'No badges earned yet',
  emptyDescription: 'Start Your Badge Journey',
  hints: ['Complete your first task', 'Finish a goal', 'Join a community'],
  hintsLabel: 'Ways to earn a badge',
  tiers: badgeTierLabels,
  countsLabel: 'Badges per tier',
  listLabel: 'Earned badges',
  tierGroup: (tier) => `${tier} badges`,
  earned: (date) => `Earned ${date}`,
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
