export {
  defaultNextBadgeProgressMessages,
  NextBadgeProgress,
  nextBadgeProgressVariants,
  type NextBadgeProgressMessages,
  type NextBadgeProgressProps,
  type NextBadgeProgressVariant,
} from './NextBadgeProgress';
export {
  nearestBadge,
  percentOf as nextBadgePercent,
  remainingOf as nextBadgeRemaining,
  type EarnedNow,
  type NextBadge,
} from './nextBadges';
