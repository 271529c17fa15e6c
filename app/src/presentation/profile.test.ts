import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { badgesOf } from './badges';
import {
  cockpitOf,
  completedGoalsOf,
  emptyDistribution,
  fallbackMetrics,
  goalTasksOf,
  radarSlicesOf,
} from './profile';

describe('the profile in the words of the ui components', () => {
  beforeAll(() => activateLanguage('en'));

  it('turns a category distribution into radar slices with the uncategorized one', () => {
    const { slices, uncategorized } = radarSlicesOf({
      ...emptyDistribution,
      distribution: [
        {
          category_id: 3,
          category_name: 'Chores',
          category_color: '#2563eb',
          count: 2,
          percentage: 66.7,
        },
      ],
      uncategorized: { ...emptyDistribution.uncategorized, count: 1, percentage: 33.3 },
    });
    expect(slices).toEqual([
      { key: 3, name: 'Chores', color: '#2563eb', count: 2, percentage: 66.7 },
    ]);
    expect(uncategorized).toEqual({
      key: 'uncategorized',
      name: 'Uncategorized',
      color: '#9ca3af',
      count: 1,
      percentage: 33.3,
    });
  });

  it('falls back to the spec targets 10 and 5 with zeros', () => {
    expect(cockpitOf(fallbackMetrics)).toEqual({
      taskVelocity: { current: 0, average: 0, target: 10 },
      goalVelocity: { current: 0, average: 0, target: 5 },
      goalProgress: { done: 0, total: 0, active: 0 },
    });
  });

  it('maps badges, closed goals and their tasks', () => {
    expect(
      badgesOf([
        {
          id: 1,
          badge_type: 'GOAL_GETTER',
          name: 'Goal Getter',
          description: 'Close 1 goal',
          tier: 'BRONZE',
          earned_at: '2026-03-04T10:00:00.000Z',
        },
      ]),
    ).toEqual([
      {
        id: 1,
        name: 'Goal Getter',
        description: 'Close 1 goal',
        tier: 'bronze',
        earnedAt: '2026-03-04T10:00:00.000Z',
        kind: 'goalGetter',
      },
    ]);
    expect(
      completedGoalsOf([{ item_id: 9, title: 'Tidy', description: null, closed_at: 'x' }]),
    ).toEqual([{ id: 9, title: 'Tidy', completedAt: 'x' }]);
    const task = {
      item_id: 5,
      id: 5,
      goal_id: 9,
      title: 'Toys',
      job_status: 'CLOSED' as const,
      description: null,
      priority: 'HIGH' as const,
      color: null,
      icon: null,
      created_at: 'x',
      updated_at: 'x',
      closed_at: 'x',
    };
    expect(goalTasksOf([task, { ...task, item_id: 6, job_status: 'OPEN' }])).toEqual([
      { id: 5, title: 'Toys', description: null, done: true, priority: 'high' },
      { id: 6, title: 'Toys', description: null, done: false, priority: 'high' },
    ]);
  });
});
