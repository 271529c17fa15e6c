// Groups badges by tier, free of React so it is unit-tested.
import { badgeTiers, type BadgeKind, type BadgeTierName } from '../../illustrations/badgeArtNames';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** An earned badge as the panel shows it. */
export type Badge = {
  id: string | number;
  name: string;
  description?: string | null;
  tier: BadgeTierName;
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

export const defaultBadgeTierMessages: BadgeTierMessages = defineMessages('badgeTier', {
  title: icu('Badges ({count})', (count: number) => ({ count })),
  emptyTitle: 'No badges earned yet',
  emptyDescription: 'Start Your Badge Journey',
  // Only what a child can do here: the product has no communities to join.
  hints: ['Complete your first task', 'Finish a goal'],
  hintsLabel: 'Ways to earn a badge',
  tiers: {
    gold: 'Gold',
    silver: 'Silver',
    bronze: 'Bronze',
  },
  countsLabel: 'Badges per tier',
  listLabel: 'Earned badges',
  tierGroup: icu('{tier} badges', (tier: string) => ({ tier })),
  earned: icu('Earned {date}', (date: string) => ({ date })),
});

/** The list scrolls when it holds more badges than this (spec §9). */
export const badgeScrollThreshold = 9;

/** Gold, then Silver, then Bronze, each with its badges in the order given; empty tiers are kept. */
export function groupBadges(badges: readonly Badge[]): { tier: BadgeTierName; badges: Badge[] }[] {
  return [...badgeTiers].reverse().map((tier) => ({
    tier,
    badges: badges.filter((badge) => badge.tier === tier),
  }));
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    badgeTier: BadgeTierMessages;
  }
}
