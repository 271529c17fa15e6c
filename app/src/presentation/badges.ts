import type { BadgeTier, BadgeType, EarnedBadge, PotentialBadge } from '@taskboard/contract';
import {
  nextBadgeRemaining,
  type Badge,
  type BadgeKind,
  type BadgeTierName,
  type EarnedNow,
  type NextBadge,
} from '@taskboard/ui';
import { badgeGoal, badgeName, badgeStepsLeft } from '../profile/badgeWords';

// Badges in the ui's words: the server's badge types and tiers as the artwork's kinds and tiers.

const kinds: Record<BadgeType, BadgeKind> = {
  TASK_CRUSHER: 'taskCrusher',
  GOAL_GETTER: 'goalGetter',
  STREAK_KEEPER: 'streakKeeper',
  HELPER: 'helper',
  LEARNER: 'learner',
  TEAM_PLAYER: 'teamPlayer',
  CREATIVE_THINKER: 'creativeThinker',
  PROBLEM_SOLVER: 'problemSolver',
};

const tiers: Record<BadgeTier, BadgeTierName> = {
  GOLD: 'gold',
  SILVER: 'silver',
  BRONZE: 'bronze',
};

/** The artwork of a badge type; a type this app does not know yet has none (a plain medal). */
export const badgeKindOf = (type: string): BadgeKind | null =>
  Object.hasOwn(kinds, type) ? kinds[type as BadgeType] : null;

export const badgeTierOf = (tier: BadgeTier): BadgeTierName => tiers[tier];

export function badgesOf(badges: readonly EarnedBadge[]): Badge[] {
  return badges.map((badge) => ({
    id: badge.id,
    // Named and described by the app, in the language shown.
    name: badgeName(badge.badge_type),
    description: badgeGoal(badge.badge_type, badge.tier),
    tier: badgeTierOf(badge.tier),
    earnedAt: badge.earned_at,
    kind: badgeKindOf(badge.badge_type),
  }));
}

/**
 * The next tier of each badge type, with its picture, its bar and what is left in words
 * ('2 more helping tasks for silver'), in the server's order.
 */
export function nextBadgesOf(potential: readonly PotentialBadge[]): NextBadge[] {
  return potential.map((next) => {
    const badge = {
      id: next.badge_type,
      kind: badgeKindOf(next.badge_type),
      tier: badgeTierOf(next.tier),
      name: badgeName(next.badge_type),
      progress: next.progress,
      target: next.target,
    };
    return {
      ...badge,
      hint: badgeStepsLeft(next.badge_type, next.tier, nextBadgeRemaining(badge)),
    };
  });
}

/** The first badge in `after` that `before` did not hold (by type and tier); null for none. */
export function newlyEarned(
  before: readonly EarnedBadge[],
  after: readonly EarnedBadge[],
): EarnedBadge | null {
  const held = new Set(before.map((badge) => `${badge.badge_type}:${badge.tier}`));
  return after.find((badge) => !held.has(`${badge.badge_type}:${badge.tier}`)) ?? null;
}

/** A badge just earned, in the ui's words. */
export function earnedNowOf(badge: EarnedBadge): EarnedNow {
  return {
    kind: badgeKindOf(badge.badge_type),
    tier: badgeTierOf(badge.tier),
    name: badgeName(badge.badge_type),
  };
}
