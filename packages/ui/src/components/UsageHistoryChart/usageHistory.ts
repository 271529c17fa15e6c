// The arithmetic behind the usage history chart, free of React so it is unit-tested.

/** One day of an allowance: how much was used of how much there was. */
export type UsageDay = {
  /** A stable key for the day, e.g. 2026-11-23. */
  day: string;
  /** What the chart and table call the day, e.g. "Mon 23". */
  label: string;
  used: number;
  limit: number;
};

/** How much of the day's allowance was used, 0–100+ (0 when there was no allowance). */
export function dayPercent({ used, limit }: Pick<UsageDay, 'used' | 'limit'>): number {
  return limit > 0 ? (used / limit) * 100 : 0;
}

/** A bar's height in chart units: its share of the allowance, never past the top. */
export function barHeight(day: Pick<UsageDay, 'used' | 'limit'>, chartHeight: number): number {
  return (Math.min(100, Math.max(0, dayPercent(day))) / 100) * chartHeight;
}

/** Everything used over the days. */
export function totalUsed(days: readonly Pick<UsageDay, 'used'>[]): number {
  return days.reduce((sum, day) => sum + day.used, 0);
}
