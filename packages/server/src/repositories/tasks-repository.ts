import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { tasks, type TaskRow } from '../db/schema';
import { closedAtFor } from './goals-repository';

export type NewTask = Pick<
  typeof tasks.$inferInsert,
  'userId' | 'goalId' | 'title' | 'jobStatus' | 'description' | 'priority' | 'color' | 'icon'
>;
export type TaskChanges = Partial<
  Pick<TaskRow, 'goalId' | 'title' | 'jobStatus' | 'description' | 'priority' | 'color' | 'icon'>
>;

export function tasksRepository(db: Executor) {
  return {
    /** Every task of the user's board, oldest first: one indexed query for the whole board. */
    async listForUser(userId: number, tx: Executor = db): Promise<TaskRow[]> {
      return tx.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(asc(tasks.id));
    },

    async listForGoal(goalId: number, userId: number, tx: Executor = db): Promise<TaskRow[]> {
      return tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.goalId, goalId), eq(tasks.userId, userId)))
        .orderBy(asc(tasks.id));
    },

    async idsForGoal(goalId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(eq(tasks.goalId, goalId))
        .orderBy(asc(tasks.id));
      return rows.map((r) => r.id);
    },

    /** The task when it belongs to the user; another user's task reads as missing. */
    async findOwned(id: number, userId: number, tx: Executor = db): Promise<TaskRow | undefined> {
      const [row] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)));
      return row;
    },

    /**
     * The task's status, locking its row until the transaction ends: of two moves racing to
     * Done, the second waits and then sees the first one's result.
     */
    /** The task, its row locked to the end of the transaction (racing changes go one by one). */
    async lock(id: number, userId: number, tx: Executor): Promise<TaskRow | undefined> {
      const [row] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
        .for('update');
      return row;
    },

    async insert(task: NewTask, tx: Executor = db): Promise<TaskRow> {
      const closedAt = task.jobStatus === 'CLOSED' ? sql`now()` : null;
      const [row] = await tx
        .insert(tasks)
        .values({ ...task, closedAt })
        .returning();
      if (!row) throw new Error('insert into tasks returned no row');
      return row;
    },

    /** Applies only the fields given; closed_at follows the status, updated_at is refreshed. */
    async update(
      id: number,
      userId: number,
      changes: TaskChanges,
      tx: Executor = db,
    ): Promise<TaskRow | undefined> {
      const [row] = await tx
        .update(tasks)
        .set({
          ...changes,
          ...(changes.jobStatus
            ? { closedAt: closedAtFor(changes.jobStatus, tasks.closedAt) }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
        .returning();
      return row;
    },

    async delete(id: number, userId: number, tx: Executor = db): Promise<boolean> {
      const deleted = await tx
        .delete(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
        .returning({ id: tasks.id });
      return deleted.length > 0;
    },

    async deleteForGoal(goalId: number, userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(tasks).where(and(eq(tasks.goalId, goalId), eq(tasks.userId, userId)));
    },
  };
}

export type TasksRepository = ReturnType<typeof tasksRepository>;
