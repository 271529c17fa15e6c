import { describe, expect, it } from 'vitest';
import { describeRemaining, formatClock, remainingFraction } from './timerFormat';

describe('timer format', () => {
  it('shows mm:ss', () => {
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(245)).toBe('04:05');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(1500)).toBe('25:00');
  });

  it('says the time left in words', () => {
    expect(describeRemaining(180)).toBe('3 minutes left');
    expect(describeRemaining(61)).toBe('2 minutes left');
    expect(describeRemaining(60)).toBe('1 minute left');
    expect(describeRemaining(45)).toBe('45 seconds left');
    expect(describeRemaining(1)).toBe('1 second left');
    expect(describeRemaining(0)).toBe('Time is up');
  });

  it('keeps the fraction between 0 and 1', () => {
    expect(remainingFraction(150, 300)).toBe(0.5);
    expect(remainingFraction(400, 300)).toBe(1);
    expect(remainingFraction(-1, 300)).toBe(0);
    expect(remainingFraction(10, 0)).toBe(0);
  });
});
