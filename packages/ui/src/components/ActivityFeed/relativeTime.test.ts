import { describe, expect, it } from 'vitest';
import { timeAgo, toDate } from './relativeTime';

// Local times throughout: "yesterday" is a calendar day where the family lives.
const now = new Date(2026, 10, 26, 15, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;

describe('timeAgo', () => {
  it('says just now within the first minute, and for a clock a little ahead', () => {
    expect(timeAgo(before(0), now)).toEqual({ step: 'justNow' });
    expect(timeAgo(before(59_999), now)).toEqual({ step: 'justNow' });
    expect(timeAgo(before(-30_000), now)).toEqual({ step: 'justNow' });
  });

  it('counts whole minutes, then whole hours within a day', () => {
    expect(timeAgo(before(minutes(1)), now)).toEqual({ step: 'minutes', count: 1 });
    expect(timeAgo(before(minutes(59) + 59_000), now)).toEqual({ step: 'minutes', count: 59 });
    expect(timeAgo(before(minutes(60)), now)).toEqual({ step: 'hours', count: 1 });
    expect(timeAgo(before(minutes(23 * 60 + 59)), now)).toEqual({ step: 'hours', count: 23 });
  });

  it('says yesterday for the calendar day before, past a day ago', () => {
    expect(timeAgo(new Date(2026, 10, 25, 9, 0), now)).toEqual({ step: 'yesterday' });
    expect(timeAgo(new Date(2026, 10, 25, 0, 0), now)).toEqual({ step: 'yesterday' });
  });

  it('counts hours, not yesterday, for late last night seen early this morning', () => {
    const early = new Date(2026, 10, 26, 1, 0);
    expect(timeAgo(new Date(2026, 10, 25, 23, 0), early)).toEqual({ step: 'hours', count: 2 });
  });

  it('gives the date before yesterday', () => {
    const when = new Date(2026, 10, 24, 23, 59);
    expect(timeAgo(when, now)).toEqual({ step: 'date', date: when });
  });
});

describe('toDate', () => {
  it('reads a Date or an ISO string, and nothing else', () => {
    expect(toDate('2026-11-26T14:58:00Z')?.toISOString()).toBe('2026-11-26T14:58:00.000Z');
    expect(toDate(now)).toBe(now);
    expect(toDate('soon')).toBeNull();
  });
});
