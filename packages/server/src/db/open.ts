import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { migrationsFolder, serverRoot } from '../paths';
import type { Database, OpenDatabase } from './database';
import { lockDataDir } from './lock';
import { makePrivate } from './private-files';
import * as schema from './schema';

type Say = (line: string) => void;

/** Where PGlite keeps its cluster: DATA_DIR also holds the server's lock file. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * PostgreSQL through `pg` when DATABASE_URL is set, else PGlite persisted in DATA_DIR. Each
 * driver is loaded only when it is the one in use: a server keeps one of them in memory.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  say: Say = (line) => console.log(line),
): Promise<OpenDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir, say);
}

export async function openPostgres(url: string): Promise<OpenDatabase> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the database ends (a restart, an administrator) is dropped by the pool and
  // replaced at the next query; without a listener its error would end the whole process.
  pool.on('error', () => {});
  // pool.end() resolves once its connections are asked to close, not once they have: close
  // waits for each, so whoever drops or restores the database next finds none left behind.
  const closed: Promise<void>[] = [];
  pool.on('connect', (client) => {
    closed.push(new Promise((resolve) => client.once('end', () => resolve())));
  });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  const close = async () => {
    await pool.end();
    await Promise.all(closed);
  };
  return { db: db as unknown as Database, kind: 'postgres', close };
}

/**
 * PostgreSQL settings sized for one family's data, a few megabytes: PGlite's default 128 MB of
 * shared buffers would stay resident for nothing. Durability settings stay PGlite's own.
 */
const pgliteSettings = [
  ...['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB'],
  ...['-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB'],
];

const pgliteStartParams = async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  return [...PGlite.defaultStartParams, ...pgliteSettings];
};

/**
 * Runs initdb in a child process. Creating a cluster peaks near 700 MB, and memory a WebAssembly
 * instance has grown to is never given back: the server itself only opens an existing cluster.
 */
async function createCluster(pgliteDir: string): Promise<void> {
  const script = [
    "const { PGlite } = await import('@electric-sql/pglite');",
    'const [dir, params] = process.argv.slice(1);',
    'await (await PGlite.create(dir, { startParams: JSON.parse(params) })).close();',
  ].join('\n');
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, pgliteDir, JSON.stringify(await pgliteStartParams())],
    // Resolves the package from the server's own node_modules.
    { cwd: serverRoot, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database failed: ${errors.trim()}`);
}

async function openPglite(dataDir: string, say: Say): Promise<OpenDatabase> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  makePrivate(dataDir);
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
    if (firstRun) await createCluster(pgliteDir);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(pgliteDir, { startParams: await pgliteStartParams() });
    makePrivate(dataDir);
    const opened = await fromPglite(client);
    return {
      ...opened,
      close: async () => {
        try {
          await opened.close();
          makePrivate(dataDir);
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
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }, { embeddedClient }] =
    await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-client'),
    ]);
  const db = drizzlePglite({ client: embeddedClient(client) as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
