import { describe, expect, it } from 'vitest';
import { keptSelection } from './selectedGoal';

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
