import type { AccessLevel, AccountType, FamilyAccount, UserRole } from '@taskboard/contract';
import type {
  AccessLevel as UiAccessLevel,
  AccountRole,
  Density,
  FamilyMember,
  FamilyRole,
} from '@taskboard/ui';

// Accounts in the ui's words: family roles, account roles and access levels, and the density a
// signed-in account's board is drawn in.

/** The parent, the child made with the family, or a child added since (who may be removed). */
export function familyRoleOf(
  account: Pick<FamilyAccount, 'account_type' | 'is_primary_child'>,
): FamilyRole {
  if (account.account_type === 'PARENT') return 'parent';
  return account.is_primary_child ? 'primaryChild' : 'child';
}

export function familyMemberOf(account: FamilyAccount): FamilyMember {
  return {
    name: account.username,
    email: account.email,
    role: familyRoleOf(account),
    createdAt: account.created_at,
  };
}

const roles: Record<UserRole, AccountRole> = { ADMIN: 'admin', USER: 'user' };
const levels: Record<AccessLevel, UiAccessLevel> = {
  BASIC: 'basic',
  PREMIUM: 'premium',
  VIP: 'vip',
};

export const accountRoleOf = (role: UserRole): AccountRole => roles[role];

export const accessLevelOf = (level: AccessLevel): UiAccessLevel => levels[level];

/**
 * A child's screens are drawn large (56 px targets, 20 px titles, big pictures) for small hands
 * and early readers; everyone else's in the everyday density.
 */
export const densityOf = (accountType: AccountType): Density =>
  accountType === 'CHILD' ? 'large' : 'comfortable';
