import type { JobStatus } from '@taskboard/contract';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { goals, tasks } from '../db/schema';

async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface MetricsRow {
  tasks_last_week: number;
  tasks_done: number;
  goals_last_month: number;
  goals_closed: number;
  goals_total: number;
  goals_open: number;
  /** When the user started: the account's creation or the first finished task, if earlier. */
  since: string;
}

export interface CategoryCountRow {
  category_id: number | null;
  count: number;
}

/** Which tasks a category distribution counts. */
export type TaskFilter =
  | { kind: 'status'; includeCompleted: boolean; status: JobStatus | undefined }
  /** The tasks finished since `since`. */
  | { kind: 'recent'; since: Date };

/**
 * The profile's statistics, each one statement over the (user_id, closed_at) and (user_id, id)
 * indexes: the database counts, nothing loads a user's rows into the server.
 */
export function statsRepository(db: Executor) {
  return {
    /** The latest closed goals, newest first. */
    async recentAchievements(userId: number, limit: number, tx: Executor = db) {
      return tx
        .select({
          id: goals.id,
          title: goals.title,
          description: goals.description,
          closedAt: goals.closedAt,
        })
        .from(goals)
        .where(and(eq(goals.userId, userId), isNotNull(goals.closedAt)))
        .orderBy(desc(goals.closedAt), desc(goals.id))
        .limit(limit);
    },

    async metrics(userId: number, now: Date, tx: Executor = db): Promise<MetricsRow> {
      const at = now.toISOString();
      const [row] = await rowsOf<MetricsRow>(
        tx,
        sql`select
              (select count(*) from tasks where user_id = ${userId}
                 and closed_at > ${at}::timestamptz - interval '7 days')::int as tasks_last_week,
              (select count(*) from tasks where user_id = ${userId}
                 and closed_at is not null)::int as tasks_done,
              (select count(*) from goals where user_id = ${userId}
                 and closed_at > ${at}::timestamptz - interval '30 days')::int as goals_last_month,
              g.closed::int as goals_closed, g.total::int as goals_total, g.open::int as goals_open,
              to_char(least(u.created_at,
                 (select min(closed_at) from tasks where user_id = ${userId} and closed_at is not null))
                 at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
            from users u,
            lateral (select count(*) filter (where job_status = 'CLOSED') as closed,
                            count(*) as total,
                            count(*) filter (where job_status = 'OPEN') as open
                     from goals where user_id = ${userId}) g
            where u.id = ${userId}`,
      );
      if (!row) throw new Error(`no user ${userId}`);
      return row;
    },

    /** Tasks per goal category (null: the goal has none), for the tasks the filter selects. */
    async countByCategory(
      userId: number,
      filter: TaskFilter,
      tx: Executor = db,
    ): Promise<CategoryCountRow[]> {
      const conditions: SQL[] = [eq(tasks.userId, userId)];
      if (filter.kind === 'recent') {
        // Tasks the user finished within the window, by the day they were finished.
        const since = filter.since.toISOString();
        conditions.push(eq(tasks.jobStatus, 'CLOSED'));
        conditions.push(sql`${tasks.closedAt} >= ${since}::timestamptz`);
      } else {
        if (!filter.includeCompleted) conditions.push(sql`${tasks.jobStatus} <> 'CLOSED'`);
        if (filter.status) conditions.push(eq(tasks.jobStatus, filter.status));
      }
      const rows = await tx
        .select({ category_id: goals.categoryId, count: sql<number>`count(*)::int` })
        .from(tasks)
        .innerJoin(goals, eq(goals.id, tasks.goalId))
        .where(and(...conditions))
        .groupBy(goals.categoryId);
      return rows.map((r) => ({ category_id: r.category_id, count: Number(r.count) }));
    },
  };
}

export type StatsRepository = ReturnType<typeof statsRepository>;
