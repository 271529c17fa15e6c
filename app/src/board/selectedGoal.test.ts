import { describe, expect, it } from 'vitest';
import { childGoalKey, keptSelection, shownGoal } from './selectedGoal';

describe('the remembered Active Board goal', () => {
  it('is kept while the goal is open', () => {
    expect(keptSelection('12', [3, 12])).toBe(12);
  });
  it('is dropped when the goal is no longer open, or was never a goal id', () => {
    expect(keptSelection('12', [3])).toBeNull();
    expect(keptSelection('abc', [3])).toBeNull();
    expect(keptSelection(null, [3])).toBeNull();
  });
});

describe('the goal a board shows', () => {
  it('is the remembered one while it is open', () => {
    expect(shownGoal('12', [3, 12])).toBe(12);
    expect(shownGoal('12', [3, 12], true)).toBe(12);
  });
  it('is the only open goal when nothing is remembered, without asking', () => {
    expect(shownGoal(null, [7])).toBe(7);
    expect(shownGoal('12', [7])).toBe(7);
  });
  it('waits for a choice among several on a parent’s phone; a child’s board shows the first', () => {
    expect(shownGoal(null, [3, 12])).toBeNull();
    expect(shownGoal(null, [3, 12], true)).toBe(3);
  });
  it('is none without an open goal', () => {
    expect(shownGoal(null, [], true)).toBeNull();
  });
  it('is remembered per child', () => {
    expect(childGoalKey(4)).not.toBe(childGoalKey(5));
  });
});
