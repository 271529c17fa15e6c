import { describe, expect, it } from 'vitest';
import { clampSwipe, moveTargets, nextColumn, previousColumn, swipeOutcome } from './taskMoves';

describe('task moves', () => {
  it('moves forward New → In Progress → Done and not past Done', () => {
    expect(nextColumn('new')).toBe('progress');
    expect(nextColumn('progress')).toBe('done');
    expect(nextColumn('done')).toBeNull();
  });

  it('moves back Done → In Progress → New and not before New', () => {
    expect(previousColumn('done')).toBe('progress');
    expect(previousColumn('progress')).toBe('new');
    expect(previousColumn('new')).toBeNull();
  });

  it('offers every other column as a target', () => {
    expect(moveTargets('progress')).toEqual(['new', 'done']);
  });

  it('caps the swipe at +150 and −220, and allows no right swipe from Done', () => {
    expect(clampSwipe(400, 'new')).toBe(150);
    expect(clampSwipe(-400, 'new')).toBe(-220);
    expect(clampSwipe(90, 'done')).toBe(0);
  });

  it('moves past +120, reveals past −60 and rests in between', () => {
    expect(swipeOutcome(121, 'new')).toEqual({ kind: 'move', to: 'progress' });
    expect(swipeOutcome(120, 'new')).toEqual({ kind: 'rest' });
    expect(swipeOutcome(130, 'done')).toEqual({ kind: 'rest' });
    expect(swipeOutcome(-61, 'progress')).toEqual({ kind: 'reveal' });
    expect(swipeOutcome(-60, 'progress')).toEqual({ kind: 'rest' });
  });
});
