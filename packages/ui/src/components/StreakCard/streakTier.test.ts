import { describe, expect, it } from 'vitest';
import { defaultStreakCardMessages } from './StreakCard';
import { streakTone } from './streakTier';

describe('streakTone', () => {
  it.each([
    [0, 'none'],
    [1, 'started'],
    [2, 'building'],
    [6, 'building'],
    [7, 'consistent'],
    [29, 'consistent'],
    [30, 'dedicated'],
    [365, 'dedicated'],
  ])('puts %i days in the %s tier', (days, tone) => {
    expect(streakTone(days)).toBe(tone);
  });

  it('treats a negative count as no streak', () => {
    expect(streakTone(-3)).toBe('none');
  });
});

describe('the streak in English', () => {
  const text = defaultStreakCardMessages;

  it('names the streak', () => {
    expect(text.streak(0)).toBe('No current streak');
    expect(text.streak(1)).toBe('1 day streak');
    expect(text.streak(12)).toBe('12 day streak');
  });

  it('encourages each tier', () => {
    expect(text.encouragement).toEqual({
      none: 'Complete a goal or task today to start your streak!',
      started: 'Great start! Keep the momentum going!',
      building: "You're building a habit! Keep it up!",
      consistent: "Amazing consistency! You're on fire!",
      dedicated: "Incredible dedication! You're a productivity champion!",
    });
  });
});
