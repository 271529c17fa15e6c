import { beforeAll, describe, expect, it } from 'vitest';
import { badgeDescription, badgeRules, badgeTypeList, tierOrder } from '@taskboard/contract';
import { activateLanguage } from '../i18n/i18n';
import { badgeGoal, badgeName } from './badgeWords';

describe('badge names and goals in the language shown', () => {
  beforeAll(() => activateLanguage('en'));

  it('say in English exactly what the badge rules say', () => {
    for (const type of badgeTypeList) {
      expect(badgeName(type)).toBe(badgeRules[type].name);
      for (const tier of tierOrder) {
        expect(badgeGoal(type, tier), `${type} ${tier}`).toBe(badgeDescription(type, tier));
      }
    }
  });

  it('follow a change of language', async () => {
    await activateLanguage('fr');
    try {
      expect(badgeName('GOAL_GETTER')).not.toBe('Goal Getter');
      expect(badgeGoal('GOAL_GETTER', 'SILVER')).toContain('5');
      expect(badgeGoal('PROBLEM_SOLVER', 'GOLD')).toMatch(/15.*5|5.*15/);
    } finally {
      await activateLanguage('en');
    }
  });
});
