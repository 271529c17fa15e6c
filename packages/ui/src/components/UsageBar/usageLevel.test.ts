import { describe, expect, it } from 'vitest';
import { formatPercent, usageLevel } from './usageLevel';
import { initialOf } from '../Avatar/initialOf';

describe('usageLevel', () => {
  it('turns yellow above 75 and red above 90', () => {
    expect(usageLevel(75)).toBe('normal');
    expect(usageLevel(75.01)).toBe('warning');
    expect(usageLevel(90)).toBe('warning');
    expect(usageLevel(90.01)).toBe('danger');
  });

  it('shows one decimal', () => {
    expect(formatPercent(42)).toBe('42.0%');
    expect(formatPercent(12.345)).toBe('12.3%');
  });
});

describe('initialOf', () => {
  it('takes the first letter, upper-cased, of a trimmed name', () => {
    expect(initialOf('  ella')).toBe('E');
    expect(initialOf('😀 smile')).toBe('😀');
    expect(initialOf('')).toBe('?');
  });
});
