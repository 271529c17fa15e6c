import type { PrivacySettings } from '@taskboard/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';

async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

type PrivacySwitch =
  | 'show_email'
  | 'show_age'
  | 'show_badges'
  | 'show_progress'
  | 'searchable_by_email'
  | 'searchable_by_username';

/** The privacy a user has until choosing otherwise, per kind of account. */
export interface PrivacyDefaults {
  parent: PrivacySettings;
  child: PrivacySettings;
}

export interface DirectoryQuery {
  /** The viewer's family: the parent's id (a parent's own id). */
  familyId: number;
  /** A trimmed, non-empty term, or undefined to list everyone the viewer may see. */
  search: string | undefined;
  limit: number;
  offset: number;
}

/** One listed user, with what the viewer may see of it already decided by the database. */
export interface DirectoryRow {
  id: number;
  username: string;
  email: string | null;
  bio: string | null;
  birth_year: number | null;
  role: 'ADMIN' | 'USER';
  access_level: 'BASIC' | 'PREMIUM' | 'VIP';
  is_verified: boolean;
  created_at: Date | string;
  show_email: boolean;
  show_age: boolean;
  show_badges: boolean;
  show_progress: boolean;
  tasks_done: number;
  goals_closed: number;
}

export interface DirectoryBadgeRow {
  user_id: number;
  badge_type: string;
  tier: 'BRONZE' | 'SILVER' | 'GOLD';
  earned_at: Date | string;
}

const visibilities = ['PUBLIC', 'FRIENDS', 'PRIVATE'] as const;

/** 'a_b%' → 'a\_b\%': the term is matched literally inside LIKE '%…%'. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL literal of one of our own constants (never of user input). */
const literal = (value: boolean | string) =>
  sql.raw(typeof value === 'boolean' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/**
 * The directory, computed by the database. Settings are stored as the fields a user changed
 * (user_settings.privacy), so each rule reads the stored choice when it is valid and the
 * account kind's default otherwise, exactly as the settings service assembles them.
 *
 * Who is listed to a viewer (the directory's reading of services/profile-privacy.ts):
 * - PRIVATE: nobody, not even the user's own family;
 * - FRIENDS: the user's family;
 * - PUBLIC: everyone for a parent; a child's family only, whatever it chose.
 * Within the family every field is shown and any part of the name or e-mail finds a member;
 * outside it show_* decide the fields and searchable_by_* (e-mail also needs show_email, so a
 * search never confirms an address its owner hides) decide what a term matches.
 */
export function directoryRepository(db: Executor, defaults: PrivacyDefaults) {
  const byKind = (parent: SQL, child: SQL) =>
    sql`case when u.account_type = 'CHILD' then ${child} else ${parent} end`;

  const switchOf = (field: PrivacySwitch) => {
    const key = literal(field);
    return sql`(case when jsonb_typeof(s.privacy -> ${key}) = 'boolean'
      then (s.privacy -> ${key})::boolean
      else ${byKind(literal(defaults.parent[field]), literal(defaults.child[field]))} end)`;
  };

  const visibility = sql`(case when s.privacy ->> 'profile_visibility' in (${sql.join(
    visibilities.map(literal),
    sql`, `,
  )}) then s.privacy ->> 'profile_visibility'
    else ${byKind(
      literal(defaults.parent.profile_visibility),
      literal(defaults.child.profile_visibility),
    )} end)`;

  const inFamily = (familyId: number) => sql`(coalesce(u.parent_id, u.id) = ${familyId})`;

  function conditions({ familyId, search }: DirectoryQuery): SQL {
    const family = inFamily(familyId);
    const listed = sql`${visibility} <> 'PRIVATE' and (${family}
      or (${visibility} = 'PUBLIC' and u.account_type = 'PARENT'))`;
    if (search === undefined) return listed;
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    const byName = sql`lower(u.username) like ${pattern}`;
    const byEmail = sql`lower(u.email) like ${pattern}`;
    return sql`${listed} and (
      (${byName} and (${family} or ${switchOf('searchable_by_username')}))
      or (${byEmail} and (${family} or (${switchOf('show_email')}
        and ${switchOf('searchable_by_email')}))))`;
  }

  const from = sql`from users u left join user_settings s on s.user_id = u.id`;

  return {
    /** One page in name order (the unique lower(username) index gives that order). */
    async page(query: DirectoryQuery, tx: Executor = db): Promise<DirectoryRow[]> {
      const family = inFamily(query.familyId);
      const shown = (field: PrivacySwitch) => sql`(${family} or ${switchOf(field)})`;
      // The counters are computed for the page's rows only, after the limit.
      return rowsOf<DirectoryRow>(
        tx,
        sql`select p.*,
            (select count(*) from tasks t where t.user_id = p.id and t.closed_at is not null)::int
              as tasks_done,
            (select count(*) from goals g where g.user_id = p.id and g.closed_at is not null)::int
              as goals_closed
          from (
            select u.id, u.username, u.email, u.bio, u.birth_year, u.role, u.access_level,
              u.is_verified, u.created_at,
              ${shown('show_email')} as show_email,
              ${shown('show_age')} as show_age,
              ${shown('show_badges')} as show_badges,
              ${shown('show_progress')} as show_progress
            ${from}
            where ${conditions(query)}
            order by lower(u.username)
            limit ${query.limit} offset ${query.offset}
          ) p
          order by lower(p.username)`,
      );
    },

    async count(query: DirectoryQuery, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(
        tx,
        sql`select count(*)::int as total ${from} where ${conditions(query)}`,
      );
      return Number(row?.total ?? 0);
    },

    /** The badges of several users in one query, oldest first. */
    async badgesOf(userIds: number[], tx: Executor = db): Promise<DirectoryBadgeRow[]> {
      if (userIds.length === 0) return [];
      return rowsOf<DirectoryBadgeRow>(
        tx,
        sql`select user_id, badge_type, tier, earned_at from badges
          where user_id in (${sql.join(userIds, sql`, `)})
          order by earned_at, id`,
      );
    },
  };
}

export type DirectoryRepository = ReturnType<typeof directoryRepository>;
