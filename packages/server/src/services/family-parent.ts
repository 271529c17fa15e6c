import type { UserRow } from '../db/schema';

/**
 * The id of the parent heading the user's family (the user itself for a parent). A family is
 * known by its parent's id, so privacy, progress, the directory and the star jar all start here.
 */
export function familyParentId(user: Pick<UserRow, 'id' | 'accountType' | 'parentId'>): number {
  return user.accountType === 'PARENT' ? user.id : (user.parentId ?? user.id);
}
