import { beforeAll, describe, expect, it } from 'vitest';
import type { EarnedBadge, PotentialBadge } from '@taskboard/contract';
import { activateLanguage } from '../i18n/i18n';
import { earnedNowOf, newlyEarned, nextBadgesOf } from './badges';

const potential = (
  badge_type: PotentialBadge['badge_type'],
  tier: PotentialBadge['tier'],
  progress: number,
  target: number,
): PotentialBadge => ({
  badge_type,
  tier,
  progress,
  target,
  name: '',
  description: '',
  percentage: (progress / target) * 100,
});

const earned = (badge_type: EarnedBadge['badge_type'], tier: EarnedBadge['tier']): EarnedBadge =>
  ({ id: 1, badge_type, tier, earned_at: '2026-11-26T10:00:00Z' }) as EarnedBadge;

describe('the next badges in the ui’s words', () => {
  beforeAll(() => activateLanguage('en'));

  it('says what is left in words a parent reads aloud, per badge type', () => {
    const [helper, streak, solver, crusher] = nextBadgesOf([
      potential('HELPER', 'SILVER', 18, 20),
      potential('STREAK_KEEPER', 'BRONZE', 2, 3),
      potential('PROBLEM_SOLVER', 'GOLD', 10, 15),
      potential('TASK_CRUSHER', 'SILVER', 24, 25),
    ]);
    expect(helper).toEqual({
      id: 'HELPER',
      kind: 'helper',
      tier: 'silver',
      name: 'Helper',
      progress: 18,
      target: 20,
      hint: '2 more helping tasks for silver',
    });
    expect(streak?.hint).toBe('1 more day in a row for bronze');
    expect(solver?.hint).toBe('5 more goals with 5 or more tasks for gold');
    expect(crusher?.hint).toBe('1 more task for silver');
  });

  it('follows the language shown', async () => {
    await activateLanguage('ja');
    try {
      const [helper] = nextBadgesOf([potential('HELPER', 'BRONZE', 3, 5)]);
      expect(helper?.hint).toBe('あと 2 こ おてつだいの タスクを おわらせると ブロンズの バッジ');
    } finally {
      await activateLanguage('en');
    }
  });

  it('finds the badge that arrived between two loads', () => {
    const before = [earned('TASK_CRUSHER', 'BRONZE')];
    expect(newlyEarned(before, before)).toBeNull();
    const helper = earned('HELPER', 'BRONZE');
    expect(newlyEarned(before, [...before, helper])).toBe(helper);
    expect(earnedNowOf(helper)).toEqual({
      kind: 'helper',
      tier: 'bronze',
      name: 'Helper',
    });
  });
});
