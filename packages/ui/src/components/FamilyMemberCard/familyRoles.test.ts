import { describe, expect, it } from 'vitest';
import { familyRoleLabel, isRemovable } from './familyRoles';

describe('family roles', () => {
  it('labels parents, primary children and children', () => {
    expect(familyRoleLabel({ account_type: 'PARENT' })).toBe('Parent');
    expect(familyRoleLabel({ account_type: 'CHILD', is_primary_child: true })).toBe(
      'Primary Child',
    );
    expect(familyRoleLabel({ account_type: 'CHILD', is_primary_child: false })).toBe('Child');
    expect(familyRoleLabel({ account_type: 'CHILD', is_primary_child: null })).toBe('Child');
  });

  it('lets only non-primary children be removed', () => {
    expect(isRemovable({ account_type: 'CHILD', is_primary_child: false })).toBe(true);
    expect(isRemovable({ account_type: 'CHILD', is_primary_child: true })).toBe(false);
    expect(isRemovable({ account_type: 'PARENT', is_primary_child: false })).toBe(false);
  });
});
