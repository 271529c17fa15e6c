import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { outbox, users } from '../db/schema';

/** Columns never exported: hashes of passwords and tokens, and two-factor secrets. */
const SECRET_COLUMN = /hash|secret/i;

interface UserReference {
  table: string;
  column: string;
}

async function rowsOf<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Everything an account owns, found from the schema itself: every table with a foreign key to
 * users. A table added later is exported (and, through ON DELETE CASCADE, deleted) without a
 * change here.
 */
export function accountDataRepository(db: Executor) {
  async function userReferences(tx: Executor): Promise<UserReference[]> {
    return rowsOf<UserReference>(
      tx,
      sql`select c.conrelid::regclass::text as "table", a.attname::text as "column"
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
          where c.contype = 'f' and c.confrelid = 'users'::regclass
            and c.conrelid <> 'users'::regclass
          order by 1, 2`,
    );
  }

  return {
    /**
     * Every row of every table that points at one of `userIds`, secrets left out, keyed by table
     * name; the users rows themselves under "users".
     */
    async exportRows(
      userIds: number[],
      tx: Executor = db,
    ): Promise<Record<string, Record<string, unknown>[]>> {
      const ids = sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const tables: Record<string, Record<string, unknown>[]> = {};
      const usersRows = await rowsOf<{ row: Record<string, unknown> }>(
        tx,
        sql`select to_jsonb(t) as row from users t where t.id in (${ids}) order by t.id`,
      );
      tables.users = usersRows.map(({ row }) => withoutSecrets(row));
      for (const { table, column } of await userReferences(tx)) {
        // Identifiers come from the catalogue, never from a request.
        const rows = await rowsOf<{ row: Record<string, unknown> }>(
          tx,
          sql`select to_jsonb(t) as row from ${sql.identifier(table)} t
              where t.${sql.identifier(column)} in (${ids})`,
        );
        tables[table] = [...(tables[table] ?? []), ...rows.map(({ row }) => withoutSecrets(row))];
      }
      return tables;
    },

    /**
     * Removes the accounts: ON DELETE CASCADE takes every row that points at them (a parent's
     * children too). The console outbox keeps mail by address only, so its rows go by address;
     * jobs name their member in their payload, so theirs go by it.
     */
    async deleteAccounts(userIds: number[], emails: string[], tx: Executor = db): Promise<void> {
      if (emails.length > 0) {
        await tx.delete(outbox).where(
          inArray(
            sql`lower(${outbox.recipient})`,
            emails.map((e) => e.toLowerCase()),
          ),
        );
      }
      // Jobs name their member in their payload (a sign-in alert keeps the account's name and
      // browser): the ones about these accounts go with them.
      await tx.execute(
        sql`delete from jobs where coalesce(payload->>'userId', payload->>'parentId') in (${sql.join(
          userIds.map((id) => sql`${String(id)}`),
          sql`, `,
        )})`,
      );
      await tx.delete(users).where(inArray(users.id, userIds));
    },
  };
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));
}

export type AccountDataRepository = ReturnType<typeof accountDataRepository>;
