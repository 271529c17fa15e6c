import type { BadgeTier, BadgeType, EarnedBadge } from '@taskboard/contract';
import type { Badge, BadgeKind, BadgeTierName } from '@taskboard/ui';

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
    name: badge.name,
    description: badge.description,
    tier: badgeTierOf(badge.tier),
    earnedAt: badge.earned_at,
    kind: badgeKindOf(badge.badge_type),
  }));
}
