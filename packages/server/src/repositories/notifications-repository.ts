import type { BadgeTier, BadgeType } from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';

/** Rows of a raw query; PGlite and pg both answer `{ rows }`. */
async function rowsOf<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A parent with a proven address: the only accounts e-mail is sent to. */
export interface Recipient {
  id: number;
  username: string;
  email: string;
}

export interface MemberWeek {
  id: number;
  username: string;
  tasksDone: number;
  goalsClosed: number;
  badges: { badgeType: BadgeType; tier: BadgeTier }[];
}

export function notificationsRepository(db: Executor) {
  return {
    /** The parent whose mailbox hears about `userId` (the user itself, or a child's parent). */
    async recipientFor(
      userId: number,
      tx: Executor = db,
    ): Promise<(Recipient & { earner: string }) | undefined> {
      const [row] = await rowsOf<Recipient & { earner: string }>(
        tx,
        sql`select p.id, p.username, p.email, u.username as earner
            from users u join users p on p.id = coalesce(u.parent_id, u.id)
            where u.id = ${userId} and p.email is not null and p.is_verified`,
      );
      return row;
    },

    async recipients(tx: Executor = db): Promise<Recipient[]> {
      return rowsOf<Recipient>(
        tx,
        sql`select id, username, email from users
            where account_type = 'PARENT' and email is not null and is_verified
            order by id`,
      );
    },

    /**
     * What each member of a parent's family did on the days [firstDay, endDay) of `timeZone`:
     * tasks finished, goals closed and badges earned, counted by the database.
     */
    async familyWeek(
      parentId: number,
      timeZone: string,
      firstDay: string,
      endDay: string,
      tx: Executor = db,
    ): Promise<MemberWeek[]> {
      const within = (column: ReturnType<typeof sql>) =>
        sql`${column} is not null
            and (${column} at time zone ${timeZone})::date >= ${firstDay}::date
            and (${column} at time zone ${timeZone})::date < ${endDay}::date`;
      return rowsOf<MemberWeek>(
        tx,
        sql`select u.id, u.username,
              (select count(*) from tasks t where t.user_id = u.id
                 and ${within(sql`t.closed_at`)})::int as "tasksDone",
              (select count(*) from goals g where g.user_id = u.id
                 and ${within(sql`g.closed_at`)})::int as "goalsClosed",
              coalesce((select json_agg(json_build_object('badgeType', b.badge_type, 'tier', b.tier)
                          order by b.earned_at, b.id)
                 from badges b where b.user_id = u.id and ${within(sql`b.earned_at`)}),
                '[]'::json) as badges
            from users u
            where u.id = ${parentId} or u.parent_id = ${parentId}
            order by u.parent_id nulls first, u.id`,
      );
    },

    /**
     * Every parent with a proven address and its stored settings: who the scheduler looks at
     * (one query for all, settings read in the scheduler).
     */
    async recipientsWithSettings(tx: Executor = db): Promise<
      (Recipient & {
        notifications: Record<string, unknown> | null;
        preferences: Record<string, unknown> | null;
        security: Record<string, unknown> | null;
      })[]
    > {
      return rowsOf(
        tx,
        sql`select u.id, u.username, u.email, s.notifications, s.preferences, s.security
            from users u left join user_settings s on s.user_id = u.id
            where u.account_type = 'PARENT' and u.email is not null and u.is_verified
            order by u.id`,
      );
    },

    /** A parent's children's open tasks (In Progress first), on goals not yet closed. */
    async openTasks(
      parentId: number,
      tx: Executor = db,
    ): Promise<{ childId: number; child: string; title: string; status: 'OPEN' | 'NEW' }[]> {
      return rowsOf(
        tx,
        sql`select u.id as "childId", u.username as child, t.title, t.job_status as status
            from tasks t join users u on u.id = t.user_id
            join goals g on g.id = t.goal_id
            where u.parent_id = ${parentId} and t.job_status in ('OPEN', 'NEW')
              and g.job_status <> 'CLOSED'
            order by u.id, (t.job_status = 'OPEN') desc, t.id`,
      );
    },

    /** Tasks left In Progress since before `before`, with the parent of the child they belong to. */
    async staleInProgress(
      before: Date,
      tx: Executor = db,
    ): Promise<{ taskId: number; parentId: number; since: string }[]> {
      return rowsOf(
        tx,
        sql`select t.id as "taskId", u.parent_id as "parentId",
              to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as since
            from tasks t join users u on u.id = t.user_id
            join users p on p.id = u.parent_id
            where t.job_status = 'OPEN' and t.updated_at <= ${before.toISOString()}::timestamptz
              and p.email is not null and p.is_verified
            order by t.id`,
      );
    },

    /** One task with its child's name, while it is still In Progress. */
    async taskInProgress(
      taskId: number,
      tx: Executor = db,
    ): Promise<{ title: string; child: string; parentId: number } | undefined> {
      const [row] = await rowsOf<{ title: string; child: string; parentId: number }>(
        tx,
        sql`select t.title, u.username as child, u.parent_id as "parentId"
            from tasks t join users u on u.id = t.user_id
            where t.id = ${taskId} and t.job_status = 'OPEN'`,
      );
      return row;
    },

    /** The badges a parent's family earned from `from` until just before `until`. */
    async familyBadges(
      parentId: number,
      from: Date,
      until: Date,
      tx: Executor = db,
    ): Promise<{ username: string; badgeType: BadgeType; tier: BadgeTier }[]> {
      return rowsOf(
        tx,
        sql`select u.username, b.badge_type as "badgeType", b.tier
            from badges b join users u on u.id = b.user_id
            where (u.id = ${parentId} or u.parent_id = ${parentId})
              and b.earned_at >= ${from.toISOString()}::timestamptz
              and b.earned_at < ${until.toISOString()}::timestamptz
            order by b.earned_at, b.id`,
      );
    },

    /** One badge with who earned it. */
    async badge(
      badgeId: number,
      tx: Executor = db,
    ): Promise<{ userId: number; badgeType: BadgeType; tier: BadgeTier } | undefined> {
      const [row] = await rowsOf<{ userId: number; badgeType: BadgeType; tier: BadgeTier }>(
        tx,
        sql`select user_id as "userId", badge_type as "badgeType", tier from badges
            where id = ${badgeId}`,
      );
      return row;
    },

    /** The family's goals not yet closed that are due on the days [firstDay, lastDay]. */
    async goalsDue(
      parentId: number,
      firstDay: string,
      lastDay: string,
      tx: Executor = db,
    ): Promise<{ username: string; title: string; dueDate: string }[]> {
      return rowsOf(
        tx,
        sql`select u.username, g.title, to_char(g.due_date, 'YYYY-MM-DD') as "dueDate"
            from goals g join users u on u.id = g.user_id
            where (u.id = ${parentId} or u.parent_id = ${parentId})
              and g.job_status <> 'CLOSED' and g.due_date is not null
              and g.due_date >= ${firstDay}::date and g.due_date <= ${lastDay}::date
            order by g.due_date, u.id, g.id`,
      );
    },

    /** Whether the parent of `userId`'s family (or `userId` itself) has sign-in alerts on. */
    async signInAlertsOn(userId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await rowsOf<{ on: boolean }>(
        tx,
        sql`select coalesce((s.security->>'login_notifications')::boolean, false) as on
            from users u join users p on p.id = coalesce(u.parent_id, u.id)
            left join user_settings s on s.user_id = p.id
            where u.id = ${userId} and p.email is not null and p.is_verified`,
      );
      return row?.on === true;
    },

    /** The member's unsubscribe key, made the first time it is asked for. */
    async unsubscribeKey(userId: number, fresh: string, tx: Executor = db): Promise<string> {
      const [row] = await rowsOf<{ key: string }>(
        tx,
        sql`insert into unsubscribe_keys (user_id, key) values (${userId}, ${fresh})
            on conflict (user_id) do update set key = unsubscribe_keys.key
            returning key`,
      );
      if (!row) throw new Error('no unsubscribe key');
      return row.key;
    },

    /** Whose unsubscribe key this is. */
    async userOfUnsubscribeKey(
      key: string,
      tx: Executor = db,
    ): Promise<{ id: number; email: string | null } | undefined> {
      const [row] = await rowsOf<{ id: number; email: string | null }>(
        tx,
        sql`select u.id, u.email from unsubscribe_keys k join users u on u.id = k.user_id
            where k.key = ${key}`,
      );
      return row;
    },
  };
}
