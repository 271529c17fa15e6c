export const usageLevels = ['normal', 'warning', 'danger'] as const;
export type UsageLevel = (typeof usageLevels)[number];

/** Yellow above 75 %, red above 90 %. */
export function usageLevel(percent: number): UsageLevel {
  if (percent > 90) return 'danger';
  if (percent > 75) return 'warning';
  return 'normal';
}

/** A percentage with one decimal: 42 → "42.0%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
