import type { PrivacySettings } from '@taskboard/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { directoryCounts } from '../db/schema';

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
  /** The viewer. */
  viewerId: number;
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
  show_progress: boolean;
  tasks_done: number;
  goals_closed: number;
  /** Oldest first; null when the viewer may not see them. */
  badges: DirectoryBadgeRow[] | null;
}

export interface DirectoryBadgeRow {
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
 * Who is listed to a viewer (the directory's reading of `canSee` in services/profile-privacy.ts):
 * - PRIVATE: the user, and for a child the child's parent;
 * - FRIENDS: the user's family;
 * - PUBLIC: everyone for a parent; a child's family only, whatever it chose.
 * Within the family every field is shown and any part of the name or e-mail finds a member;
 * outside it show_* decide the fields and searchable_by_* (e-mail also needs show_email, so a
 * search never confirms an address its owner hides) decide what a term matches.
 *
 * Outside the family those rules are stored on the user's row by a trigger (users.directory_*,
 * drizzle/0011), so the others are found through partial indexes over listed users only; the
 * viewer's own family is a handful of rows read by parent id.
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
  const patternOf = (search: string) => `%${escapeLike(search.toLowerCase())}%`;

  /**
   * The viewer's family members it may see, with the term: itself, a child of its own, and any
   * other member who is not PRIVATE.
   */
  function familyMembers({ viewerId, familyId, search }: DirectoryQuery): SQL {
    const members = sql`(u.id = ${familyId} or u.parent_id = ${familyId})
      and (u.id = ${viewerId} or u.parent_id = ${viewerId} or ${visibility} <> 'PRIVATE')`;
    if (search === undefined) return members;
    const pattern = patternOf(search);
    return sql`${members}
      and (lower(u.username) like ${pattern} or lower(u.email) like ${pattern})`;
  }

  /** Everyone else the directory shows, found by what each of them allows. */
  function others({ familyId, search }: DirectoryQuery): SQL {
    const outside = sql`not ${inFamily(familyId)}`;
    if (search === undefined) return sql`u.directory_listed and ${outside}`;
    const pattern = patternOf(search);
    return sql`((u.directory_by_name and lower(u.username) like ${pattern})
      or (u.directory_by_email and lower(u.email) like ${pattern})) and ${outside}`;
  }

  const from = sql`from users u left join user_settings s on s.user_id = u.id`;

  /**
   * How many listed users there are outside the family: without a term, the count of every
   * listed user that a trigger keeps (directory_counts, drizzle/0025) less the family's few, so
   * the directory's first page reads one row instead of counting tens of thousands of index
   * entries on every visit (bench/users.bench.ts).
   */
  const othersCount = (query: DirectoryQuery) =>
    query.search === undefined
      ? sql`((select ${directoryCounts.listed} from ${directoryCounts})
          - (select count(*) from users u where u.directory_listed
              and (u.id = ${query.familyId} or u.parent_id = ${query.familyId})
              and ${inFamily(query.familyId)}))`
      : sql`(select count(*) from users u where ${others(query)})`;

  /** How many users the viewer may see with this query, all pages together. */
  const totalOf = (query: DirectoryQuery) =>
    sql`(${othersCount(query)} + (select count(*) ${from} where ${familyMembers(query)}))::int`;

  return {
    /**
     * One page in name order with the total of every page, in one statement (a second query
     * only for a page past the end, which has no row to carry the total).
     */
    async page(
      query: DirectoryQuery,
      tx: Executor = db,
    ): Promise<{ rows: DirectoryRow[]; total: number }> {
      const family = inFamily(query.familyId);
      const shown = (field: PrivacySwitch) => sql`(${family} or ${switchOf(field)})`;
      // Each side gives at most the rows up to the page's end, in name order; the page is cut
      // from their union, and the counters are computed for its rows only. A term's matches are
      // found first through the trigram indexes, then sorted: walked in name order instead, a
      // rare term would read the whole name index looking for a page it never fills.
      const end = query.offset + query.limit;
      const found = query.search === undefined ? sql`` : sql`materialized`;
      // A term's matches are already gathered in `others`: counted there, not searched twice.
      const pageTotal =
        query.search === undefined
          ? totalOf(query)
          : sql`((select count(*) from others)
              + (select count(*) ${from} where ${familyMembers(query)}))::int`;
      const rows = await rowsOf<DirectoryRow & { total: number }>(
        tx,
        sql`with others as ${found} (
            select u.id, lower(u.username) as name from users u where ${others(query)}
          ), candidates as (
            (select id, name from others order by name limit ${end})
            union all
            (select u.id, lower(u.username) as name ${from} where ${familyMembers(query)})
          ), chosen as (
            select id, name from candidates order by name limit ${query.limit} offset ${query.offset}
          )
          select u.id, u.username, u.email, u.bio, u.birth_year, u.role, u.access_level,
              u.is_verified, u.created_at,
              ${shown('show_email')} as show_email,
              ${shown('show_age')} as show_age,
              ${shown('show_progress')} as show_progress,
              (select count(*) from tasks t where t.user_id = u.id and t.closed_at is not null)::int
                as tasks_done,
              (select count(*) from goals g where g.user_id = u.id and g.closed_at is not null)::int
                as goals_closed,
              case when ${shown('show_badges')} then (
                select coalesce(json_agg(json_build_object('badge_type', b.badge_type,
                  'tier', b.tier, 'earned_at', b.earned_at) order by b.earned_at, b.id), '[]')
                from badges b where b.user_id = u.id) end as badges,
              ${pageTotal} as total
            from chosen c join users u on u.id = c.id
              left join user_settings s on s.user_id = u.id
            order by c.name`,
      );
      const total = rows[0]?.total ?? (await this.count(query, tx));
      return { rows: rows.map(({ total: _, ...row }) => row), total: Number(total) };
    },

    async count(query: DirectoryQuery, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(tx, sql`select ${totalOf(query)} as total`);
      return Number(row?.total ?? 0);
    },
  };
}

export type DirectoryRepository = ReturnType<typeof directoryRepository>;
