// Backup and restore through the app's own database connection, the same for the embedded
// database and PostgreSQL: every table's rows as JSON, and each sequence's position. No pg_dump
// is needed, and a backup of one kind restores into the other.
import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../packages/server/src/db/database';

export const BACKUP_FORMAT = 'bitesize-taskboard-backup';
export const BACKUP_VERSION = 1;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The migrations applied when it was made: a restore needs the same schema. */
  migrations: string[];
  tables: Record<string, unknown[]>;
  sequences: Record<string, { lastValue: string; isCalled: boolean }>;
}

async function rows<T>(database: OpenDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tableNames(database: OpenDatabase): Promise<string[]> {
  const found = await rows<{ name: string }>(
    database,
    sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema()
        order by c.relname`,
  );
  return found.map((r) => r.name);
}

async function sequenceNames(database: OpenDatabase): Promise<string[]> {
  const found = await rows<{ name: string }>(
    database,
    sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = current_schema()
        order by c.relname`,
  );
  return found.map((r) => r.name);
}

async function migrations(database: OpenDatabase): Promise<string[]> {
  const found = await rows<{ hash: string }>(
    database,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  return found.map((r) => r.hash);
}

/** Every row of every table, read in one transaction so the backup is one moment's state. */
export async function makeBackup(database: OpenDatabase): Promise<Backup> {
  return database.db.transaction(async (tx) => {
    const within = { ...database, db: tx as unknown as OpenDatabase['db'] };
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const tables: Backup['tables'] = {};
    for (const name of await tableNames(within)) {
      const found = await rows<{ row: unknown }>(
        within,
        sql.raw(`select to_jsonb(t) as row from ${quoted(name)} t`),
      );
      tables[name] = found.map((r) => r.row);
    }
    const sequences: Backup['sequences'] = {};
    for (const name of await sequenceNames(within)) {
      const [state] = await rows<{ last_value: string; is_called: boolean }>(
        within,
        sql.raw(`select last_value::text, is_called from ${quoted(name)}`),
      );
      if (state) sequences[name] = { lastValue: state.last_value, isCalled: state.is_called };
    }
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await migrations(within),
      tables,
      sequences,
    };
  });
}

export class BackupRefusedError extends Error {}

/** A parsed file that is a backup of this app, or a clear reason why not. */
export function parseBackup(text: string): Backup {
  let parsed: Partial<Backup>;
  try {
    parsed = JSON.parse(text) as Partial<Backup>;
  } catch {
    throw new BackupRefusedError('The file is not a Bitesize TaskBoard backup (not JSON).');
  }
  if (parsed.format !== BACKUP_FORMAT || parsed.version !== BACKUP_VERSION) {
    throw new BackupRefusedError(
      `The file is not a Bitesize TaskBoard backup of version ${BACKUP_VERSION}.`,
    );
  }
  return parsed as Backup;
}

/**
 * Replaces everything the database holds with the backup, in one transaction: on any failure
 * nothing changes. Triggers and foreign-key checks are paused for the copy (the rows were
 * consistent when they were read), which needs the database owner or a superuser.
 */
export async function restoreBackup(
  database: OpenDatabase,
  backup: Backup,
): Promise<Record<string, number>> {
  const applied = await migrations(database);
  if (JSON.stringify(applied) !== JSON.stringify(backup.migrations)) {
    throw new BackupRefusedError(
      `The backup was made with ${backup.migrations.length} migrations and this database has ` +
        `${applied.length}: restore it with the version of the app that made it.`,
    );
  }
  const names = await tableNames(database);
  const unknown = Object.keys(backup.tables).filter((name) => !names.includes(name));
  if (unknown.length) {
    throw new BackupRefusedError(
      `The backup holds tables this database lacks: ${unknown.join(', ')}`,
    );
  }
  // Same migrations, so a table missing from the file was cut out of it: restoring would empty
  // that table without a word.
  const missing = names.filter((name) => !(name in backup.tables));
  if (missing.length) {
    throw new BackupRefusedError(
      `The backup lacks tables this database has: ${missing.join(', ')}`,
    );
  }
  const restored: Record<string, number> = {};
  let step = 'emptying the tables';
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(`truncate ${names.map(quoted).join(', ')}`));
      for (const name of names) {
        step = `table ${name}`;
        const tableRows = backup.tables[name] ?? [];
        // Rows in slices: one statement per table would hold the whole table as one parameter.
        for (let i = 0; i < tableRows.length; i += 500) {
          const slice = JSON.stringify(tableRows.slice(i, i + 500));
          await tx.execute(
            sql`insert into ${sql.raw(quoted(name))} overriding system value
                select * from jsonb_populate_recordset(null::${sql.raw(quoted(name))}, ${slice}::jsonb)`,
          );
        }
        restored[name] = tableRows.length;
      }
      step = 'the sequences';
      for (const [name, state] of Object.entries(backup.sequences)) {
        await tx.execute(
          sql`select setval(${quoted(name)}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`,
        );
      }
    });
  } catch (error) {
    // The transaction was rolled back: say so, and which part of the file the database refused.
    throw new BackupRefusedError(
      `The restore stopped at ${step} and changed nothing: ${databaseMessage(error)}`,
    );
  }
  return restored;
}

/** The database's own words for a failed statement (drizzle wraps them with the whole query). */
function databaseMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const source = cause instanceof Error ? cause : error;
  return source instanceof Error ? source.message : String(source);
}
