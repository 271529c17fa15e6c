import { describe, expect, it } from 'vitest';
import { dialEndAngle, dialFraction } from './dialGeometry';

describe('dial geometry', () => {
  it('fills by value over target, capped at full', () => {
    expect(dialFraction(5, 20)).toBe(0.25);
    expect(dialFraction(30, 20)).toBe(1);
    expect(dialFraction(-2, 20)).toBe(0);
    expect(dialFraction(3, 0)).toBe(0);
  });

  it('sweeps from the left end to the right end', () => {
    expect(dialEndAngle(0)).toBeCloseTo(-Math.PI / 2);
    expect(dialEndAngle(0.5)).toBeCloseTo(0);
    expect(dialEndAngle(1)).toBeCloseTo(Math.PI / 2);
  });
});
