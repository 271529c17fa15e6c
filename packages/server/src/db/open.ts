import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { migrationsFolder } from '../paths';
import type { Database, OpenDatabase } from './database';
import { lockDataDir } from './lock';
import * as schema from './schema';

type Say = (line: string) => void;

/** Where PGlite keeps its cluster: DATA_DIR also holds the server's lock file. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** PostgreSQL through `pg` when DATABASE_URL is set, else PGlite persisted in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  say: Say = (line) => console.log(line),
): Promise<OpenDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir, say);
}

export async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, say: Say): Promise<OpenDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const pgliteDir = pgliteDirOf(dataDir);
    const firstRun = !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
    // The first open initialises a whole PostgreSQL cluster and takes several seconds.
    say(
      firstRun
        ? `Creating the embedded database in ${pgliteDir} (first start, takes a few seconds)...`
        : `Opening the embedded database in ${pgliteDir}...`,
    );
    const client = await PGlite.create(pgliteDir);
    const opened = await fromPglite(client);
    return {
      ...opened,
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an already created PGlite (tests load one from a migrated snapshot) and migrates it. */
export async function fromPglite(client: PGlite): Promise<OpenDatabase> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
