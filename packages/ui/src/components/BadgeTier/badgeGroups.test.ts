import { describe, expect, it } from 'vitest';
import { groupBadges } from './badgeGroups';
import { formatDay } from './formatDay';

describe('badge groups', () => {
  it('groups Gold, Silver, Bronze in that order, keeping empty tiers', () => {
    const groups = groupBadges([
      { id: 1, name: 'Helper', tier: 'bronze' },
      { id: 2, name: 'Goal Getter', tier: 'gold' },
      { id: 4, name: 'Team Player', tier: 'gold' },
    ]);
    expect(groups.map((group) => [group.tier, group.badges.map((badge) => badge.id)])).toEqual([
      ['gold', [2, 4]],
      ['silver', []],
      ['bronze', [1]],
    ]);
  });

  it('formats a day and keeps unparsable input', () => {
    expect(formatDay('2026-03-04T10:00:00Z', 'en-US')).toBe('Mar 4, 2026');
    expect(formatDay('soon', 'en-US')).toBe('soon');
  });
});
