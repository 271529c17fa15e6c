import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sessions, users, type UserRow } from '../db/schema';

export function familyRepository(db: Executor) {
  return {
    /** A parent and its children: the parent first, then the primary child, then the others. */
    async findMembers(parentId: number, tx: Executor = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(or(eq(users.id, parentId), eq(users.parentId, parentId)))
        .orderBy(
          sql`${users.accountType} = 'PARENT' desc`,
          sql`${users.isPrimaryChild} desc`,
          asc(users.id),
        );
    },

    /**
     * Removes one child of `parentId` and, through the foreign keys' ON DELETE CASCADE,
     * everything that belongs to it. Its sessions are deleted first so that ending them does
     * not depend on a cascade. Answers whether a child was removed.
     */
    async deleteChild(childId: number, parentId: number, tx: Executor = db): Promise<boolean> {
      await tx.delete(sessions).where(eq(sessions.userId, childId));
      const removed = await tx
        .delete(users)
        .where(
          and(
            eq(users.id, childId),
            eq(users.parentId, parentId),
            eq(users.accountType, 'CHILD'),
            eq(users.isPrimaryChild, false),
          ),
        )
        .returning({ id: users.id });
      return removed.length === 1;
    },

    /**
     * The terms of the family's daily helper allowance, kept on its parent's row: each child's
     * share in percent, and whether the parent has verified its e-mail address.
     */
    async helperTerms(
      parentId: number,
      tx: Executor = db,
    ): Promise<{ sharePercent: number; verified: boolean } | undefined> {
      const [row] = await tx
        .select({ sharePercent: users.helperSharePercent, verified: users.isVerified })
        .from(users)
        .where(and(eq(users.id, parentId), eq(users.accountType, 'PARENT')));
      return row;
    },

    async setHelperShare(parentId: number, percent: number, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set({ helperSharePercent: percent })
        .where(and(eq(users.id, parentId), eq(users.accountType, 'PARENT')));
    },
  };
}

export type FamilyRepository = ReturnType<typeof familyRepository>;
