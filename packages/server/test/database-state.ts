import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../src/db/database';
import { queryRows } from './helper';

/**
 * What the database holds, for tests that prove a request (or a crash, or a restore) changed
 * nothing or lost nothing. `sessions.last_active` is left out: every authenticated call moves it.
 */

/** Every table of the app's schema, by name. */
export async function tableNames(database: OpenDatabase): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database,
    sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema()
        order by c.relname`,
  );
  return rows.map((r) => r.name);
}

const rowText = `(to_jsonb(x) - 'last_active')::text`;

/**
 * One query answering each table's row count and a hash of its rows (order-independent): cheap
 * enough to take around every single request of a fuzz run.
 */
export async function digestQuery(database: OpenDatabase) {
  const parts = (await tableNames(database)).map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows,
        coalesce(md5(string_agg(h, '' order by h)), '') as hash
        from (select md5(${rowText}) as h from "${name}" x) s`,
  );
  const query = sql.raw(parts.join(' union all '));
  return async (): Promise<Map<string, string>> => {
    const rows = await queryRows<{ name: string; rows: number; hash: string }>(database, query);
    return new Map(rows.map((r) => [r.name, `${r.rows}:${r.hash}`]));
  };
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/** Every row of every table, every column, as JSON text, rows sorted: whole-database comparisons. */
export async function dumpTables(database: OpenDatabase): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const name of await tableNames(database)) {
    const rows = await queryRows<{ row: string }>(
      database,
      sql.raw(`select to_jsonb(x)::text as row from "${name}" x order by 1`),
    );
    result[name] = rows.map((r) => r.row);
  }
  return result;
}

/**
 * A watch on every table: each call answers the tables changed since the previous call. Cheap
 * when nothing was written: a transaction that writes takes a transaction id, so an unchanged
 * next id means no row changed and the digest is not even taken.
 */
export async function watchTables(database: OpenDatabase): Promise<() => Promise<string[]>> {
  const digest = await digestQuery(database);
  const nextTransactionId = async () => {
    const [row] = await queryRows<{ next: string }>(
      database,
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
    );
    return row?.next;
  };
  let seenId = await nextTransactionId();
  let seen = await digest();
  return async () => {
    const id = await nextTransactionId();
    if (id === seenId) return [];
    seenId = id;
    const now = await digest();
    const changed = changedTables(seen, now);
    seen = now;
    return changed;
  };
}
