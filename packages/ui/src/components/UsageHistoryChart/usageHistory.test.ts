import { describe, expect, it } from 'vitest';
import { barHeight, dayPercent, totalUsed } from './usageHistory';

describe('usage history arithmetic', () => {
  it('a day’s percentage of its allowance', () => {
    expect(dayPercent({ used: 2500, limit: 10_000 })).toBe(25);
    expect(dayPercent({ used: 0, limit: 10_000 })).toBe(0);
    expect(dayPercent({ used: 5, limit: 0 })).toBe(0);
  });

  it('bars grow with use and stop at the top', () => {
    expect(barHeight({ used: 2500, limit: 10_000 }, 80)).toBe(20);
    expect(barHeight({ used: 12_000, limit: 10_000 }, 80)).toBe(80);
    expect(barHeight({ used: 0, limit: 10_000 }, 80)).toBe(0);
  });

  it('adds up the days', () => {
    expect(totalUsed([{ used: 1 }, { used: 20 }, { used: 300 }])).toBe(321);
    expect(totalUsed([])).toBe(0);
  });
});
