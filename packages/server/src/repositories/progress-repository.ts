import type { BadgeTier, BadgeType } from '@taskboard/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { badges, streakDays, users, type BadgeRow } from '../db/schema';
import {
  PROBLEM_SOLVER_MIN_TASKS,
  type BadgeMeasures,
  type CategoryBadgeKind,
} from '@taskboard/contract';

/** Rows of a raw query; PGlite and pg both answer `{ rows }`. */
async function rowsOf<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Done tasks of goals whose category carries `kind` (never matched by the category's name). */
const doneOfKind = (kind: CategoryBadgeKind) =>
  sql`coalesce(sum(n) filter (where badge_kind = ${kind}::category_badge_kind), 0)::int`;

/** The runs of consecutive streak days of one user (gaps and islands), as a SQL fragment. */
const islandsOf = (userId: number) => sql`
  select min(day) as start_day, max(day) as end_day, count(*)::int as len
  from (
    select day, day - (row_number() over (order by day))::int as run
    from ${streakDays} where ${streakDays.userId} = ${userId}
  ) numbered
  group by run`;

export interface StreakRow {
  longest: number;
  /** The latest run of days: where it started and ended, and its length. */
  start_day: string | null;
  end_day: string | null;
  len: number;
}

export function progressRepository(db: Executor) {
  return {
    /**
     * Holds the family's parent row until the transaction ends, so badge awards of one family
     * happen one after another: each sees every change committed before it (two tasks closing
     * at once cannot both count 24 and miss the 25th), and TEAM_PLAYER counts across members.
     */
    async lockFamily(parentId: number, tx: Executor): Promise<void> {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${parentId} for update`);
    },

    /** Records that a task reached Done or a goal closed on `day` (the user's calendar day); once per day. */
    async recordStreakDay(userId: number, day: string, tx: Executor = db): Promise<void> {
      await tx.insert(streakDays).values({ userId, day }).onConflictDoNothing();
    },

    /** The longest run of streak days and the latest run, in one query over the day index. */
    async streak(userId: number, tx: Executor = db): Promise<StreakRow> {
      const [row] = await rowsOf<StreakRow>(
        tx,
        sql`with islands as (${islandsOf(userId)}),
            latest as (select * from islands order by end_day desc limit 1)
            select coalesce((select max(len) from islands), 0)::int as longest,
                   (select start_day::text from latest) as start_day,
                   (select end_day::text from latest) as end_day,
                   coalesce((select len from latest), 0)::int as len`,
      );
      return row ?? { longest: 0, start_day: null, end_day: null, len: 0 };
    },

    /**
     * Everything the badge rules measure, for one user, computed by the database over indexed
     * columns in one statement. `day` of a closed goal is read in `timeZone` for TEAM_PLAYER.
     */
    async measures(
      user: { id: number; familyParentId: number },
      timeZone: string,
      tx: Executor = db,
    ): Promise<BadgeMeasures> {
      const u = user.id;
      const [row] = await rowsOf<Record<keyof BadgeMeasures, number>>(
        tx,
        // The Done tasks are counted per goal first (one pass over the user's tasks, no join),
        // then the few goals they belong to are joined with their category: every count below
        // is a sum over those goals, read once (bench/stats.bench.ts: the profile computed cold).
        sql`with per_goal as (
              select t.goal_id, count(*)::int as n
              from tasks t
              where t.user_id = ${u} and t.closed_at is not null
              group by t.goal_id
            ),
            done as (
              select pg.n, c.badge_kind,
                     g.user_id = ${u} and g.closed_at is not null as own_closed
              from per_goal pg
              join goals g on g.id = pg.goal_id
              left join categories c
                on c.id = g.category_id
               and c.flavor_key = (select current_flavor from users where id = ${u})
            ),
            closed_goals as (
              select id, (closed_at at time zone ${timeZone})::date as day
              from goals where user_id = ${u} and closed_at is not null
            ),
            family_days as (
              select distinct (o.closed_at at time zone ${timeZone})::date as day
              from users m
              join goals o on o.user_id = m.id and o.closed_at is not null
              where (m.id = ${user.familyParentId} or m.parent_id = ${user.familyParentId})
                and m.id <> ${u}
            ),
            runs as (${islandsOf(u)})
            select
              coalesce(sum(n), 0)::int as "tasksDone",
              (select count(*) from closed_goals)::int as "goalsClosed",
              coalesce((select max(len) from runs), 0)::int as "longestStreak",
              ${doneOfKind('HELPER')} as "helpingTasks",
              ${doneOfKind('LEARNER')} as "learningTasks",
              ${doneOfKind('CREATIVE_THINKER')} as "creativeTasks",
              (count(*) filter (where own_closed and n >= ${PROBLEM_SOLVER_MIN_TASKS}))::int
                as "bigGoalsClosed",
              (select count(*) from closed_goals cg
                where cg.day in (select day from family_days))::int as "teamGoalsClosed"
            from done`,
      );
      if (!row) throw new Error('badge measures returned no row');
      return row;
    },

    /** Inserts the badges not held yet; a (user, type, tier) already held is left as it is. */
    async award(
      userId: number,
      earned: { type: BadgeType; tier: BadgeTier }[],
      earnedAt: Date,
      tx: Executor = db,
    ): Promise<BadgeRow[]> {
      if (earned.length === 0) return [];
      return tx
        .insert(badges)
        .values(earned.map(({ type, tier }) => ({ userId, badgeType: type, tier, earnedAt })))
        .onConflictDoNothing()
        .returning();
    },

    /** A user's badges, newest first. */
    async badgesOf(userId: number, tx: Executor = db): Promise<BadgeRow[]> {
      return tx
        .select()
        .from(badges)
        .where(eq(badges.userId, userId))
        .orderBy(desc(badges.earnedAt), desc(badges.id));
    },

    /** Badges per tier for each of the users, counted by the database. */
    async tierCounts(
      userIds: number[],
      tx: Executor = db,
    ): Promise<Map<number, Record<BadgeTier, number>>> {
      const counts = new Map<number, Record<BadgeTier, number>>();
      for (const id of userIds) counts.set(id, { BRONZE: 0, SILVER: 0, GOLD: 0 });
      if (userIds.length === 0) return counts;
      const rows = await tx
        .select({ userId: badges.userId, tier: badges.tier, count: sql<number>`count(*)::int` })
        .from(badges)
        .where(inArray(badges.userId, userIds))
        .groupBy(badges.userId, badges.tier);
      for (const row of rows) {
        const entry = counts.get(row.userId);
        if (entry) entry[row.tier] = Number(row.count);
      }
      return counts;
    },
  };
}

export type ProgressRepository = ReturnType<typeof progressRepository>;
