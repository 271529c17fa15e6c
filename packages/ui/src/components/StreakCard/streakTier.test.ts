import { describe, expect, it } from 'vitest';
import { streakTier } from './streakTier';

describe('streakTier', () => {
  it('has no streak at 0', () => {
    expect(streakTier(0)).toEqual({
      tone: 'none',
      label: 'No current streak',
      message: 'Complete a goal or task today to start your streak!',
    });
  });

  it('says a great start at 1 day', () => {
    expect(streakTier(1)).toEqual({
      tone: 'start',
      label: '1 day streak',
      message: 'Great start! Keep the momentum going!',
    });
  });

  it.each([
    [2, 'green', "You're building a habit! Keep it up!"],
    [6, 'green', "You're building a habit! Keep it up!"],
    [7, 'orange', "Amazing consistency! You're on fire!"],
    [29, 'orange', "Amazing consistency! You're on fire!"],
    [30, 'red', "Incredible dedication! You're a productivity champion!"],
    [365, 'red', "Incredible dedication! You're a productivity champion!"],
  ])('puts %i days in the %s tier', (days, tone, message) => {
    expect(streakTier(days)).toEqual({ tone, label: `${days} day streak`, message });
  });

  it('treats a negative count as no streak', () => {
    expect(streakTier(-3).tone).toBe('none');
  });
});
