import { describe, expect, it } from 'vitest';
import { formatPercentage, isRadarEmpty, radarAxes, type RadarSlice } from './radarData';

const slice = (id: number | null, name: string, count: number, percentage: number): RadarSlice => ({
  key: id ?? 'uncategorized',
  name,
  color: null,
  count,
  percentage,
});

describe('radarAxes', () => {
  it('makes one axis per category, reaching in proportion to the fullest', () => {
    const axes = radarAxes([slice(1, 'Chores', 4, 40), slice(2, 'Reading', 2, 20)]);
    expect(axes.map((axis) => [axis.name, axis.reach])).toEqual([
      ['Chores', 1],
      ['Reading', 0.5],
    ]);
    expect(axes[1]?.angle).toBeCloseTo(Math.PI);
  });

  it('adds the uncategorized slice only when it has tasks', () => {
    const categories = [slice(1, 'Chores', 4, 80)];
    expect(radarAxes(categories, slice(null, 'Uncategorized', 0, 0))).toHaveLength(1);
    const axes = radarAxes(categories, slice(null, 'Uncategorized', 1, 20));
    expect(axes.map((axis) => axis.key)).toEqual(['1', 'uncategorized']);
  });

  it('is empty with no tasks', () => {
    expect(isRadarEmpty(radarAxes([]))).toBe(true);
    expect(isRadarEmpty(radarAxes([slice(1, 'Chores', 0, 0)]))).toBe(true);
    expect(isRadarEmpty(radarAxes([slice(1, 'Chores', 1, 100)]))).toBe(false);
  });

  it('shows percentages with one decimal at most', () => {
    expect(formatPercentage(33.333)).toBe('33.3%');
    expect(formatPercentage(50)).toBe('50%');
  });
});
