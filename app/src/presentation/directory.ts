import { badgeTypes, type BadgeType, type DirectoryUserCard } from '@taskboard/contract';
import type { UserCardProps } from '@taskboard/ui';
import { badgeGoal, badgeName } from '../profile/badgeWords';
import { accessLevelOf, accountRoleOf } from './accounts';
import { badgeTierOf } from './badges';

const isBadgeType = (type: string): type is BadgeType =>
  (badgeTypes as readonly string[]).includes(type);

/** 'CREATIVE_THINKER' → 'Creative Thinker', for a type this app does not know yet. */
const titleCase = (type: string) =>
  type
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * A directory card (server words) as UserCard's props (the card's own words). Fields the server
 * left out because their owner keeps them private stay out: the card shows nothing for them.
 */
export function userCardProps(user: DirectoryUserCard): UserCardProps {
  return {
    name: user.username,
    href: `/profile/${user.id}`,
    accountRole: accountRoleOf(user.role),
    accessLevel: accessLevelOf(user.access_level),
    verified: user.is_verified,
    about: user.bio ?? null,
    tasksDone: user.tasks_completed,
    goalsDone: user.goals_completed,
    ...(user.email === undefined ? {} : { email: user.email }),
    ...(user.age === undefined ? {} : { age: user.age }),
    // Known badges in the language shown; one this app does not know yet as the server words it.
    badges: (user.badges ?? []).map((badge) =>
      isBadgeType(badge.badge_type)
        ? {
            title: badgeName(badge.badge_type),
            tier: badgeTierOf(badge.tier),
            description: badgeGoal(badge.badge_type, badge.tier),
          }
        : {
            title: titleCase(badge.badge_type),
            tier: badgeTierOf(badge.tier),
            description: badge.description,
          },
    ),
  };
}
