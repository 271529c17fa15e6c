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
     * Claims the parent's digest of the week starting `weekStart`: true for exactly one caller,
     * whichever server it runs on (the primary key decides; a concurrent insert finds it taken).
     */
    async claimDigest(userId: number, weekStart: string, tx: Executor = db): Promise<boolean> {
      const claimed = await rowsOf<{ user_id: number }>(
        tx,
        sql`insert into digest_sends (user_id, week_start) values (${userId}, ${weekStart}::date)
            on conflict do nothing returning user_id`,
      );
      return claimed.length === 1;
    },

    /** Gives a claim back when its e-mail could not be sent. */
    async releaseDigest(userId: number, weekStart: string, tx: Executor = db): Promise<void> {
      await tx.execute(
        sql`delete from digest_sends where user_id = ${userId} and week_start = ${weekStart}::date`,
      );
    },
  };
}
