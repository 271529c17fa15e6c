// Who a family account is and whether it may be removed (spec §2, §5), free of React for tests.

export type FamilyAccountType = 'PARENT' | 'CHILD';

type RoleFields = { account_type: FamilyAccountType; is_primary_child?: boolean | null };

/** 'Parent', 'Primary Child' or 'Child'. */
export function familyRoleLabel(member: RoleFields): 'Parent' | 'Primary Child' | 'Child' {
  if (member.account_type === 'PARENT') return 'Parent';
  return member.is_primary_child ? 'Primary Child' : 'Child';
}

/** Only children who are not the primary child may be removed. */
export function isRemovable(member: RoleFields): boolean {
  return member.account_type === 'CHILD' && !member.is_primary_child;
}
