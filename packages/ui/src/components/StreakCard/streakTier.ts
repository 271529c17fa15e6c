// The five streak tiers of the spec (§4), free of React so they are unit-tested.

export const streakTones = ['none', 'start', 'green', 'orange', 'red'] as const;
export type StreakTone = (typeof streakTones)[number];

/** The tier of a current streak of `days`: none, 1 day, under a week, under a month, longer. */
export function streakTone(days: number): StreakTone {
  const n = Math.max(0, Math.floor(days));
  if (n === 0) return 'none';
  if (n === 1) return 'start';
  if (n < 7) return 'green';
  if (n < 30) return 'orange';
  return 'red';
}
