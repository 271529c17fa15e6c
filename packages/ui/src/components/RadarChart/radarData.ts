import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';
// Turns a category distribution into radar axes, free of React so it is unit-tested.

/** One category on the chart: how many tasks it holds and its share of all of them. */
export type RadarSlice = {
  /** Tells the slices apart (a category id, or 'uncategorized'). */
  key: string | number;
  name: string;
  /** The category's own colour (any CSS colour); the theme's accent when left out. */
  color?: string | null;
  count: number;
  /** 0 to 100. */
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

/** Every text the chart shows, with English defaults. */
export type RadarChartMessages = {
  title: string;
  empty: string;
  ranges: Record<RadarRange, string>;
  /** The name of the range buttons' group, for screen readers. */
  rangeGroup: string;
  /** The caption of the table twin of the chart. */
  caption: (title: string, range: string) => string;
  columns: { category: string; tasks: string; share: string };
};

export const defaultRadarChartMessages: RadarChartMessages = defineMessages('radarChart', {
  title: 'Attributes',
  empty: 'No Tasks Yet',
  ranges: { recent: 'Last 30 days', all: 'All' },
  rangeGroup: 'Time range',
  caption: icu('{title}: tasks per category, {range}', (title: string, range: string) => ({
    title,
    range,
  })),
  columns: {
    category: 'Category',
    tasks: 'Tasks',
    share: 'Share',
  },
});

/** One axis per category, plus the uncategorized slice only when it has tasks. */
export function radarAxes(
  categories: readonly RadarSlice[],
  uncategorized?: RadarSlice | null,
): RadarAxis[] {
  const slices = [...categories];
  if (uncategorized && uncategorized.count > 0) slices.push(uncategorized);
  const most = Math.max(0, ...slices.map((slice) => slice.count));
  return slices.map((slice, index) => ({
    key: String(slice.key),
    name: slice.name,
    color: slice.color ?? null,
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

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    radarChart: RadarChartMessages;
  }
}
