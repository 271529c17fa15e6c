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
  };
}

export type FamilyRepository = ReturnType<typeof familyRepository>;
