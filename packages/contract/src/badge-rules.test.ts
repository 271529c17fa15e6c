import { badgeTypes } from './schemas/accounts';
import { describe, expect, it } from 'vitest';
import {
  badgeDescription,
  badgeRules,
  nextBadges,
  reachedBadges,
  tierOrder,
  type BadgeMeasures,
} from './badge-rules';

const nothing: BadgeMeasures = {
  tasksDone: 0,
  goalsClosed: 0,
  longestStreak: 0,
  helpingTasks: 0,
  learningTasks: 0,
  creativeTasks: 0,
  bigGoalsClosed: 0,
  teamGoalsClosed: 0,
};

describe('the badge rules table', () => {
  it('has a rule for each of the eight badge types, with rising thresholds', () => {
    expect(Object.keys(badgeRules)).toEqual([...badgeTypes]);
    for (const rule of Object.values(badgeRules)) {
      expect(rule.thresholds.BRONZE).toBeGreaterThan(0);
      expect(rule.thresholds.SILVER).toBeGreaterThan(rule.thresholds.BRONZE);
      expect(rule.thresholds.GOLD).toBeGreaterThan(rule.thresholds.SILVER);
    }
  });

  it('awards nothing for nothing done', () => {
    expect(reachedBadges(nothing)).toEqual([]);
  });

  for (const type of badgeTypes) {
    const rule = badgeRules[type];
    for (const tier of tierOrder) {
      const threshold = rule.thresholds[tier];
      it(`${type} ${tier}: reached at ${threshold}, not at ${threshold - 1}`, () => {
        const at = { ...nothing, [rule.measure]: threshold };
        const below = { ...nothing, [rule.measure]: threshold - 1 };
        expect(reachedBadges(at)).toContainEqual({ type, tier });
        expect(reachedBadges(below)).not.toContainEqual({ type, tier });
        // Only this rule's measure moved: no other type is awarded.
        expect(reachedBadges(at).every((b) => b.type === type)).toBe(true);
      });
    }
  }

  it('offers the lowest tier not held, with progress capped at its target', () => {
    const measures = { ...nothing, tasksDone: 30, goalsClosed: 2 };
    const held = new Set(['TASK_CRUSHER:BRONZE', 'TASK_CRUSHER:SILVER', 'GOAL_GETTER:BRONZE']);
    const next = nextBadges(measures, held);
    expect(next.find((n) => n.type === 'TASK_CRUSHER')).toEqual({
      type: 'TASK_CRUSHER',
      tier: 'GOLD',
      progress: 30,
      target: 100,
    });
    expect(next.find((n) => n.type === 'GOAL_GETTER')).toEqual({
      type: 'GOAL_GETTER',
      tier: 'SILVER',
      progress: 2,
      target: 5,
    });
    // A tier held though the measure fell back (a task moved back) is not offered again.
    const kept = nextBadges(nothing, new Set(['TASK_CRUSHER:BRONZE']));
    expect(kept.find((n) => n.type === 'TASK_CRUSHER')).toMatchObject({
      tier: 'SILVER',
      progress: 0,
    });
    const all = new Set(tierOrder.map((t) => `LEARNER:${t}`));
    expect(nextBadges(nothing, all).some((n) => n.type === 'LEARNER')).toBe(false);
  });

  it('describes each tier with its threshold', () => {
    expect(badgeDescription('GOAL_GETTER', 'SILVER')).toBe('Close 5 goals');
    expect(badgeDescription('STREAK_KEEPER', 'GOLD')).toBe(
      'Finish a task every day for 30 days in a row',
    );
  });
});
