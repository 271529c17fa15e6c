import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { goals, tasks, users } from '../db/schema';

/** The locks and counts behind the growth limits (services/limits.ts). */
export function limitsRepository(db: Executor) {
  return {
    /**
     * Serialises one user's (or family's) creations inside a transaction: the count read after
     * this lock cannot be overtaken by a parallel request, so a limit holds exactly.
     */
    async lockUser(userId: number, tx: Executor = db): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async countUnclosedGoals(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(goals)
        .where(and(eq(goals.userId, userId), ne(goals.jobStatus, 'CLOSED')));
      return row?.n ?? 0;
    },

    async countTasks(goalId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.goalId, goalId));
      return row?.n ?? 0;
    },

    async countChildren(parentId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(users).where(eq(users.parentId, parentId));
      return row?.n ?? 0;
    },
  };
}
