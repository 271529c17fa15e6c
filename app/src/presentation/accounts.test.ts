import { describe, expect, it } from 'vitest';
import { accessLevelOf, accountRoleOf, densityOf, familyMemberOf, familyRoleOf } from './accounts';

describe('accounts in the ui’s words', () => {
  it('tells the parent, the primary child and other children apart', () => {
    expect(familyRoleOf({ account_type: 'PARENT', is_primary_child: false })).toBe('parent');
    expect(familyRoleOf({ account_type: 'CHILD', is_primary_child: true })).toBe('primaryChild');
    expect(familyRoleOf({ account_type: 'CHILD', is_primary_child: false })).toBe('child');
  });

  it('gives a family card its name, e-mail, role and creation date', () => {
    expect(
      familyMemberOf({
        id: 4,
        username: 'mia',
        email: null,
        account_type: 'CHILD',
        is_primary_child: false,
        created_at: '2026-01-02',
        badge_counts: { gold: 0, silver: 1, bronze: 2 },
      }),
    ).toEqual({ name: 'mia', email: null, role: 'child', createdAt: '2026-01-02' });
  });

  it('names roles and access levels in lower case', () => {
    expect([accountRoleOf('ADMIN'), accountRoleOf('USER')]).toEqual(['admin', 'user']);
    expect([accessLevelOf('BASIC'), accessLevelOf('PREMIUM'), accessLevelOf('VIP')]).toEqual([
      'basic',
      'premium',
      'vip',
    ]);
  });

  it('draws a child’s board large and a parent’s in the everyday density', () => {
    expect(densityOf('CHILD')).toBe('large');
    expect(densityOf('PARENT')).toBe('comfortable');
  });
});
