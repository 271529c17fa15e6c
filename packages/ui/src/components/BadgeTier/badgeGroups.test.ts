import { describe, expect, it } from 'vitest';
import { groupBadges, tierOf } from './badgeGroups';
import { formatDay } from './formatDay';

describe('badge groups', () => {
  it('groups Gold, Silver, Bronze in that order', () => {
    const groups = groupBadges([
      { id: 1, name: 'Helper', tier: 'bronze' },
      { id: 2, name: 'Goal Getter', tier: 'GOLD' },
      { id: 3, name: 'Learner', tier: 'SILVER' },
      { id: 4, name: 'Team Player', tier: 'gold' },
    ]);
    expect(groups.map((group) => [group.tier, group.badges.map((badge) => badge.id)])).toEqual([
      ['GOLD', [2, 4]],
      ['SILVER', [3]],
      ['BRONZE', [1]],
    ]);
  });

  it('treats a missing tier as bronze', () => {
    expect(tierOf({ id: 1, name: 'Helper' })).toBe('BRONZE');
    expect(tierOf({ id: 1, name: 'Helper', tier: null })).toBe('BRONZE');
  });

  it('formats a day and keeps unparsable input', () => {
    expect(formatDay('2026-03-04T10:00:00Z', 'en-US')).toBe('Mar 4, 2026');
    expect(formatDay('soon', 'en-US')).toBe('soon');
  });
});
