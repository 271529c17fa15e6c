import { describe, expect, it } from 'vitest';
import { clampSwipe, moveTargets, nextStatus, previousStatus, swipeOutcome } from './taskMoves';

describe('task moves', () => {
  it('moves forward New → In Progress → Done and not past Done', () => {
    expect(nextStatus('NEW')).toBe('OPEN');
    expect(nextStatus('OPEN')).toBe('CLOSED');
    expect(nextStatus('CLOSED')).toBeNull();
  });

  it('moves back Done → In Progress → New and not before New', () => {
    expect(previousStatus('CLOSED')).toBe('OPEN');
    expect(previousStatus('OPEN')).toBe('NEW');
    expect(previousStatus('NEW')).toBeNull();
  });

  it('offers every other column as a target', () => {
    expect(moveTargets('OPEN')).toEqual(['NEW', 'CLOSED']);
  });

  it('caps the swipe at +150 and −220, and allows no right swipe from Done', () => {
    expect(clampSwipe(400, 'NEW')).toBe(150);
    expect(clampSwipe(-400, 'NEW')).toBe(-220);
    expect(clampSwipe(90, 'CLOSED')).toBe(0);
  });

  it('moves past +120, reveals past −60 and rests in between', () => {
    expect(swipeOutcome(121, 'NEW')).toEqual({ kind: 'move', to: 'OPEN' });
    expect(swipeOutcome(120, 'NEW')).toEqual({ kind: 'rest' });
    expect(swipeOutcome(130, 'CLOSED')).toEqual({ kind: 'rest' });
    expect(swipeOutcome(-61, 'OPEN')).toEqual({ kind: 'reveal' });
    expect(swipeOutcome(-60, 'OPEN')).toEqual({ kind: 'rest' });
  });
});
