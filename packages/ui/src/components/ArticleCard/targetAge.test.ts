import { describe, expect, it } from 'vitest';
import { formatTargetAge } from './targetAge';

describe('formatTargetAge', () => {
  it('reads a range for a child age', () => {
    expect(formatTargetAge(7)).toBe('7-8');
    expect(formatTargetAge(27)).toBe('27-28');
    expect(formatTargetAge('12')).toBe('12-13');
  });

  it('reads Parent above 27', () => {
    expect(formatTargetAge(28)).toBe('Parent');
  });

  it('reads N/A when empty', () => {
    expect(formatTargetAge(0)).toBe('N/A');
    expect(formatTargetAge(null)).toBe('N/A');
    expect(formatTargetAge(undefined)).toBe('N/A');
    expect(formatTargetAge('')).toBe('N/A');
    expect(formatTargetAge('abc')).toBe('N/A');
  });
});
