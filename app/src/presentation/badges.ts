import type { BadgeTier, BadgeType, EarnedBadge } from '@taskboard/contract';
import type { Badge, BadgeKind, BadgeTierName } from '@taskboard/ui';
import { badgeGoal, badgeName } from '../profile/badgeWords';

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
