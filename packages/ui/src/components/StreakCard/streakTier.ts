// The five streak tiers of the spec (§4), free of React so they are unit-tested.

export const streakTones = ['none', 'start', 'green', 'orange', 'red'] as const;
export type StreakTone = (typeof streakTones)[number];

export type StreakTier = {
  tone: StreakTone;
  /** 'No current streak', '1 day streak' or '{n} day streak'. */
  label: string;
  message: string;
};

/** The tier, label and encouragement for a current streak of `days`. */
export function streakTier(days: number): StreakTier {
  const n = Math.max(0, Math.floor(days));
  if (n === 0) {
    return {
      tone: 'none',
      label: 'No current streak',
      message: 'Complete a goal or task today to start your streak!',
    };
  }
  if (n === 1) {
    return {
      tone: 'start',
      label: '1 day streak',
      message: 'Great start! Keep the momentum going!',
    };
  }
  const label = `${n} day streak`;
  if (n < 7) return { tone: 'green', label, message: "You're building a habit! Keep it up!" };
  if (n < 30) return { tone: 'orange', label, message: "Amazing consistency! You're on fire!" };
  return { tone: 'red', label, message: "Incredible dedication! You're a productivity champion!" };
}
