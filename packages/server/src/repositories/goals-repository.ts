import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { goals, tasks, users, type GoalRow } from '../db/schema';

/** A rendered board and the board_version it was read at (one snapshot). */
export interface BoardJson {
  version: number;
  json: string;
}

export type NewGoal = Pick<
  typeof goals.$inferInsert,
  'userId' | 'title' | 'categoryId' | 'description' | 'starsPerTask' | 'dueDate'
>;
export type GoalChanges = Partial<
  Pick<GoalRow, 'title' | 'jobStatus' | 'categoryId' | 'description' | 'starsPerTask' | 'dueDate'>
>;

/**
 * The board's order: the user's dragged positions once there are any, else the spec's default
 * (OPEN, then NEW, then CLOSED; ascending id within a status, CLOSED descending).
 */
const boardOrder: SQL[] = [
  sql`${goals.position} asc nulls last`,
  sql`case ${goals.jobStatus} when 'OPEN' then 0 when 'NEW' then 1 else 2 end`,
  sql`case when ${goals.jobStatus} = 'CLOSED' then -${goals.id} else ${goals.id} end`,
];

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function goalsRepository(db: Executor) {
  return {
    async listForUser(userId: number, tx: Executor = db): Promise<GoalRow[]> {
      return tx
        .select()
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(...boardOrder);
    },

    /** The goal when it belongs to the user; another user's goal reads as missing. */
    async findOwned(id: number, userId: number, tx: Executor = db): Promise<GoalRow | undefined> {
      const [row] = await tx
        .select()
        .from(goals)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)));
      return row;
    },

    /** A new goal goes last once the user has ordered the goals, else it has no position. */
    async insert(goal: NewGoal, tx: Executor = db): Promise<GoalRow> {
      const [row] = await tx
        .insert(goals)
        .values({
          ...goal,
          position: sql`(select max(${goals.position}) + 1 from ${goals} where ${goals.userId} = ${goal.userId})`,
        })
        .returning();
      if (!row) throw new Error('insert into goals returned no row');
      return row;
    },

    /** Applies the changes; closed_at follows the status and updated_at is refreshed. */
    async update(
      id: number,
      userId: number,
      changes: GoalChanges,
      tx: Executor = db,
    ): Promise<GoalRow | undefined> {
      const [row] = await tx
        .update(goals)
        .set({
          ...changes,
          ...(changes.jobStatus
            ? { closedAt: closedAtFor(changes.jobStatus, goals.closedAt) }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(goals.id, id), eq(goals.userId, userId)))
        .returning();
      return row;
    },

    async delete(id: number, userId: number, tx: Executor = db): Promise<boolean> {
      const deleted = await tx
        .delete(goals)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)))
        .returning({ id: goals.id });
      return deleted.length > 0;
    },

    /** Stores the board order: each listed goal gets its index as position, in one statement. */
    async setPositions(userId: number, orderedIds: number[], tx: Executor = db): Promise<void> {
      if (orderedIds.length === 0) return;
      const ids = sql`array[${sql.join(
        orderedIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;
      await tx
        .update(goals)
        .set({ position: sql`array_position(${ids}, ${goals.id}) - 1` })
        .where(and(eq(goals.userId, userId), sql`${goals.id} = any(${ids})`));
    },

    /**
     * The whole board as the JSON text GET /backlog answers: goals in board order with their
     * task ids, then every task, built by the database in one query. A board of 50 goals × 10
     * tasks would otherwise cost Node more to parse and re-serialize than everything else in the
     * request (bench/backlog.bench.ts); `goalOut`/`taskOut` write the same shape for single items.
     */
    async boardJson(userId: number, tx: Executor = db): Promise<BoardJson> {
      const result = await tx.execute(sql`
        with g as (
          select ${goals}.*, row_number() over (order by ${sql.join(boardOrder, sql`, `)}) as ord
          from ${goals} where ${goals.userId} = ${userId}
        ),
        t as (select * from ${tasks} where ${tasks.userId} = ${userId}),
        -- Materialized: aggregated once, whatever the planner guesses about a fresh table.
        ids as materialized (
          select goal_id, json_agg(id order by id) as ids from t group by goal_id
        ),
        items as (
          select 0 as kind, g.ord, json_build_object(
            'item_id', g.id, 'id', g.id, 'title', g.title, 'description', g.description,
            'job_status', g.job_status,
            'tasks', coalesce(ids.ids, '[]'::json), 'category_id', g.category_id,
            'position', g.position, 'stars_per_task', g.stars_per_task, 'due_date', g.due_date,
            'created_at', ${isoText('g.created_at')},
            'updated_at', ${isoText('g.updated_at')}, 'closed_at', ${isoText('g.closed_at')}
          ) as item
          from g left join ids on ids.goal_id = g.id
          union all
          select 1, t.id, json_build_object(
            'item_id', t.id, 'id', t.id, 'goal_id', t.goal_id, 'title', t.title,
            'job_status', t.job_status, 'description', t.description, 'priority', t.priority,
            'color', t.color, 'icon', t.icon, 'created_at', ${isoText('t.created_at')},
            'updated_at', ${isoText('t.updated_at')}, 'closed_at', ${isoText('t.closed_at')}
          )
          from t
        )
        select json_build_object(
          'items', coalesce((select json_agg(item order by kind, ord) from items), '[]'::json)
        )::text as body,
        (select ${users.boardVersion} from ${users} where ${users.id} = ${userId}) as version`);
      const [row] = (result as unknown as { rows: { body: string; version: unknown }[] }).rows;
      return { version: Number(row?.version ?? 0), json: row?.body ?? '{"items":[]}' };
    },

    /** The user's board_version as this transaction sees it. */
    async boardVersion(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ version: users.boardVersion })
        .from(users)
        .where(eq(users.id, userId));
      return Number(row?.version ?? 0);
    },

    async idsForUser(userId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: goals.id })
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(...boardOrder, asc(goals.id));
      return rows.map((r) => r.id);
    },
  };
}

/** closed_at keeps its first value while CLOSED, is set on closing and cleared on reopening. */
export function closedAtFor(status: GoalRow['jobStatus'], column: AnyPgColumn): SQL | null {
  return status === 'CLOSED' ? sql`coalesce(${column}, now())` : null;
}

export type GoalsRepository = ReturnType<typeof goalsRepository>;
