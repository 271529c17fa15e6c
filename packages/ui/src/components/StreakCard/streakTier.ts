// The five streak tiers of the spec (§4), free of React so they are unit-tested. Each tier is
// named for what the run of days says (its encouragement's words); its colour is in the styles.

export const streakTones = ['none', 'started', 'building', 'consistent', 'dedicated'] as const;
export type StreakTone = (typeof streakTones)[number];

/** The tier of a current streak of `days`: none, 1 day, under a week, under a month, longer. */
export function streakTone(days: number): StreakTone {
  const n = Math.max(0, Math.floor(days));
  if (n === 0) return 'none';
  if (n === 1) return 'started';
  if (n < 7) return 'building';
  if (n < 30) return 'consistent';
  return 'dedicated';
}
