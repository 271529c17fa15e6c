import { describe, expect, it } from 'vitest';
import { nearestBadge, percentOf, remainingOf } from './nextBadges';

describe('the next badges', () => {
  it('says what is left and how full the bar is, within bounds', () => {
    expect(remainingOf({ progress: 3, target: 5 })).toBe(2);
    expect(remainingOf({ progress: 7, target: 5 })).toBe(0);
    expect(percentOf({ progress: 3, target: 5 })).toBe(60);
    expect(percentOf({ progress: 9, target: 5 })).toBe(100);
    expect(percentOf({ progress: -1, target: 5 })).toBe(0);
    expect(percentOf({ progress: 0, target: 0 })).toBe(100);
  });

  it('picks the badge with the fewest steps left, then the fullest, among those begun', () => {
    const task = { id: 'task', progress: 1, target: 25 };
    const helper = { id: 'helper', progress: 3, target: 5 };
    const learner = { id: 'learner', progress: 18, target: 20 };
    const goal = { id: 'goal', progress: 0, target: 1 };
    expect(nearestBadge([task, helper, goal])?.id).toBe('helper');
    expect(nearestBadge([task, helper, learner])?.id).toBe('learner');
    // Two left each: 18 of 20 is fuller than 3 of 5, whichever comes first.
    expect(nearestBadge([learner, helper])?.id).toBe('learner');
    expect(nearestBadge([goal, { id: 'streak', progress: 0, target: 3 }])?.id).toBe('goal');
    expect(nearestBadge([])).toBeNull();
  });
});
