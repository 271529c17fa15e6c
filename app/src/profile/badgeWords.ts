import {
  badgeRules,
  PROBLEM_SOLVER_MIN_TASKS,
  type BadgeTier,
  type BadgeType,
} from '@taskboard/contract';
import { translate } from '../i18n/useT';

// The server names badges and says what earns them in English (the badge rules); the app shows
// both in the language of the screen, from the badge's type and tier. Read at render time, so a
// screen that re-renders on a change of language shows them in the new one.

/** A badge's name: 'Goal Getter'. */
export function badgeName(type: BadgeType): string {
  return translate(`profile.badgeName.${type}`);
}

/** What earns a badge at a tier, with that tier's threshold: 'Close 5 goals'. */
export function badgeGoal(type: BadgeType, tier: BadgeTier): string {
  return translate(`profile.badgeGoal.${type}`, {
    count: badgeRules[type].thresholds[tier],
    min: PROBLEM_SOLVER_MIN_TASKS,
  });
}

/** What is left before a badge's next tier, read aloud: '2 more helping tasks for silver'. */
export function badgeStepsLeft(type: BadgeType, tier: BadgeTier, count: number): string {
  return translate(`profile.nextBadge.${type}`, {
    count,
    tier: tier.toLowerCase(),
    min: PROBLEM_SOLVER_MIN_TASKS,
  });
}
