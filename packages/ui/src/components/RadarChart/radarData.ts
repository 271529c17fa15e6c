// Turns a category distribution into radar axes, free of React so it is unit-tested.

export type CategorySlice = {
  category_id: number | null;
  category_name: string;
  /** A colour from the server's theme; 'grey' style names and hex values are both accepted. */
  category_color?: string | null;
  count: number;
  percentage: number;
};

export type RadarAxis = {
  key: string;
  name: string;
  color: string | null;
  count: number;
  percentage: number;
  /** The point's distance from the centre, 0 to 1 of the radius. */
  reach: number;
  /** Radians clockwise from 12 o'clock. */
  angle: number;
};

/** The chart's time ranges; 'recent' is the last 30 days. */
export const radarRanges = ['recent', 'all'] as const;
export type RadarRange = (typeof radarRanges)[number];
export const radarRangeLabels: Record<RadarRange, string> = { recent: 'Last 30 days', all: 'All' };

/** One axis per category, plus the uncategorized slice only when it has tasks. */
export function radarAxes(
  distribution: readonly CategorySlice[],
  uncategorized?: CategorySlice | null,
): RadarAxis[] {
  const slices = [...distribution];
  if (uncategorized && uncategorized.count > 0) slices.push(uncategorized);
  const most = Math.max(0, ...slices.map((slice) => slice.count));
  return slices.map((slice, index) => ({
    key: slice.category_id === null ? 'uncategorized' : String(slice.category_id),
    name: slice.category_name,
    color: slice.category_color ?? null,
    count: slice.count,
    percentage: slice.percentage,
    reach: most > 0 ? slice.count / most : 0,
    angle: (index * 2 * Math.PI) / slices.length,
  }));
}

/** True when there is nothing to chart: no axes or no task on any of them. */
export function isRadarEmpty(axes: readonly RadarAxis[]): boolean {
  return axes.every((axis) => axis.count === 0);
}

/** '42.5%' with at most one decimal. */
export function formatPercentage(percentage: number): string {
  return `${Math.round(percentage * 10) / 10}%`;
}
