import { describe, expect, it } from 'vitest';
import { formatTargetAge } from './targetAge';

describe('formatTargetAge', () => {
  it('reads a range for a child age', () => {
    expect(formatTargetAge(7)).toBe('7-8');
    expect(formatTargetAge(27)).toBe('27-28');
  });

  it('reads Parent above 27', () => {
    expect(formatTargetAge(28)).toBe('Parent');
  });

  it('reads N/A when there is none', () => {
    expect(formatTargetAge(0)).toBe('N/A');
    expect(formatTargetAge(null)).toBe('N/A');
    expect(formatTargetAge(undefined)).toBe('N/A');
    expect(formatTargetAge(Number.NaN)).toBe('N/A');
  });

  it('says it in the words it is given', () => {
    const german = {
      ageRange: (a: number, b: number) => `${a}–${b} Jahre`,
      parentAge: 'Eltern',
      unknownAge: '–',
    };
    expect(formatTargetAge(7, german)).toBe('7–8 Jahre');
    expect(formatTargetAge(30, german)).toBe('Eltern');
    expect(formatTargetAge(null, german)).toBe('–');
  });
});
