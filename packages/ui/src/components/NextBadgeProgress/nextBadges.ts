import type { BadgeKind, BadgeTierName } from '../../illustrations/badgeArtNames';

/** A badge still to earn: the next tier of one kind, and how far along the child is. */
export type NextBadge = {
  /** Stays the same while the badge fills up (the badge's kind, say). */
  id: string;
  /** The artwork's motif; null draws a plain medal. */
  kind: BadgeKind | null;
  /** The tier it leads to. */
  tier: BadgeTierName;
  /** The badge's name: 'Helper'. */
  name: string;
  /** How much is done towards it. */
  progress: number;
  /** How much earns it. */
  target: number;
  /**
   * What is left, in words a parent reads aloud: '2 more helping tasks for silver'. Without it
   * the component says `remaining` with the count and the tier.
   */
  hint?: string;
};

/** A badge just earned, shown above the next one with a cheer. */
export type EarnedNow = {
  kind: BadgeKind | null;
  tier: BadgeTierName;
  name: string;
};

/** What is left to do, never below 0. */
export const remainingOf = (badge: Pick<NextBadge, 'progress' | 'target'>): number =>
  Math.max(0, Math.ceil(badge.target - badge.progress));

/** How full the bar is, 0–100. A target of 0 or less is full. */
export const percentOf = (badge: Pick<NextBadge, 'progress' | 'target'>): number =>
  badge.target <= 0 ? 100 : Math.min(100, Math.max(0, (badge.progress / badge.target) * 100));

/**
 * The badge nearest to being earned: the fewest steps left, then the fullest bar, then the
 * order given. A badge not started yet is never nearer than one under way. Null for none.
 */
export function nearestBadge<B extends Pick<NextBadge, 'progress' | 'target'>>(
  badges: readonly B[],
): B | null {
  let best: B | null = null;
  for (const badge of badges) {
    if (best === null) {
      best = badge;
      continue;
    }
    const started = badge.progress > 0;
    const bestStarted = best.progress > 0;
    if (started !== bestStarted) {
      if (started) best = badge;
      continue;
    }
    const left = remainingOf(badge);
    const bestLeft = remainingOf(best);
    if (left < bestLeft || (left === bestLeft && percentOf(badge) > percentOf(best))) best = badge;
  }
  return best;
}
