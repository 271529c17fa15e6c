import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { openDatabase } from '../src/db/open';
import { seedDatabase } from '../src/db/seed';
import { consoleMailer } from '../src/mail/mailer';
import { dumpTables } from './database-state';
import { bearer, login, newFamily, register, testConfig } from './helper';
import { recordProof } from './proof-results';
import { repoRoot } from './spawned-server';

/**
 * `npm run backup` and `npm run restore` as a round trip: a database with families, boards,
 * themes and sessions is backed up, changed, then restored; every table must hold exactly the
 * rows it held at the backup, and the app must go on writing after it.
 */

type Target = { DATA_DIR: string } | { DATABASE_URL: string };

function configOf(target: Target) {
  return 'DATA_DIR' in target
    ? { dataDir: target.DATA_DIR, databaseUrl: undefined }
    : { dataDir: '', databaseUrl: target.DATABASE_URL };
}

function npmRun(script: 'backup' | 'restore', file: string, target: Target) {
  return spawnSync('npm', ['run', '--silent', script, '--', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...target },
    encoding: 'utf8',
    timeout: 180_000,
  });
}

/** Every row of the target as it is on disk: opened without the start-up seed, which updates posts. */
async function dumpOf(target: Target) {
  const database = await openDatabase(configOf(target), () => {});
  try {
    return await dumpTables(database);
  } finally {
    await database.close();
  }
}

/** Opens the target, lets `work` use the real app on it, and closes both. */
async function withApp<T>(
  target: Target,
  work: (app: Awaited<ReturnType<typeof buildApp>>, database: OpenDatabase) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(configOf(target), () => {});
  await seedDatabase(database.db);
  const app = await buildApp({
    config: testConfig,
    db: database.db,
    mailer: consoleMailer(database.db, () => {}),
  });
  try {
    await app.ready();
    return await work(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}

/** Families with boards, a custom theme and settings: rows in most tables. */
async function fillWithFamilies(app: Awaited<ReturnType<typeof buildApp>>, families: number) {
  for (let n = 0; n < families; n += 1) {
    const family = await register(app, newFamily());
    const kid = await login(app, `${family.username}_kid`, family.password);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: bearer(kid.token), payload });
    for (let g = 0; g < 3; g += 1) {
      const goal = await post('/api/backlog/goals', { title: `Goal ${g} 🦖 <b>` });
      const goalId = goal.json<{ item_id: number }>().item_id;
      for (let k = 0; k < 3; k += 1) {
        const task = await post('/api/backlog/task', { title: `Task ${k}`, goal_id: goalId });
        await app.inject({
          method: 'PUT',
          url: `/api/backlog/task/${task.json<{ item_id: number }>().item_id}`,
          headers: bearer(kid.token),
          payload: { job_status: k === 0 ? 'CLOSED' : 'OPEN' },
        });
      }
    }
    await post('/api/backlog/custom-themes', {
      name: `Theme ${n}`,
      description: 'Round trip',
      categories: [{ name: 'Play', icon: '🎲', color: 'red' }],
    });
    await app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      headers: bearer(kid.token),
      payload: { theme: 'DARK' },
    });
  }
}

async function roundTrip(target: Target, label: 'pglite' | 'postgres', dir: string) {
  const file = path.join(dir, `${label}.backup.json`);
  await withApp(target, (app) => fillWithFamilies(app, 4));
  const original = await dumpOf(target);

  const backup = npmRun('backup', file, target);
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  const rows = Object.values(original).reduce((sum, table) => sum + table.length, 0);
  expect(backup.stdout).toContain(
    `Backed up ${rows} rows of ${Object.keys(original).length} tables`,
  );
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);

  // Life goes on after the backup: another family signs up.
  await withApp(target, (app) => fillWithFamilies(app, 1));
  expect(await dumpOf(target)).not.toEqual(original);

  const restore = npmRun('restore', file, target);
  expect(restore.stderr).toBe('');
  expect(restore.status).toBe(0);
  expect(restore.stdout).toContain(
    `Restored ${rows} rows of ${Object.keys(original).length} tables`,
  );

  // Every table, every row, every column as it was; and the app writes on from there.
  expect(await dumpOf(target)).toEqual(original);
  await withApp(target, (app) => fillWithFamilies(app, 1));
  recordProof(`backup-${label}`, {
    tables: Object.keys(original).length,
    'rows backed up and restored': rows,
    'rows per table': Object.fromEntries(
      Object.entries(original)
        .filter(([, tableRows]) => tableRows.length > 0)
        .map(([name, tableRows]) => [name, tableRows.length]),
    ),
    'tables differing after the round trip': 0,
    'backup file size, KB': Math.round(fs.statSync(file).size / 1024),
  });
}

describe('backup and restore', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-backup-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('round-trips the embedded database, every table compared', async () => {
    await roundTrip({ DATA_DIR: path.join(dir, 'data') }, 'pglite', dir);
  }, 600_000);

  it("refuses to restore over a running server's embedded database, and changes nothing", async () => {
    const target = { DATA_DIR: path.join(dir, 'data') };
    const file = path.join(dir, 'pglite.backup.json');
    await withApp(target, (app) => fillWithFamilies(app, 1));
    const before = await dumpOf(target);
    // This test's own process stands for the running server that holds the lock.
    const lock = path.join(target.DATA_DIR, 'server.lock');
    fs.writeFileSync(lock, String(process.pid));
    try {
      const restore = npmRun('restore', file, target);
      expect(restore.status).toBe(1);
      expect(restore.stderr.trim()).toBe(
        `Another Bitesize TaskBoard server (PID ${process.pid}) is already using the data directory ${target.DATA_DIR}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    } finally {
      fs.rmSync(lock);
    }
    expect(await dumpOf(target)).toEqual(before);
  }, 300_000);

  it('refuses a file that is not a backup', async () => {
    const file = path.join(dir, 'not-a-backup.json');
    fs.writeFileSync(file, '{"tables":{}}');
    const restore = npmRun('restore', file, { DATA_DIR: path.join(dir, 'data') });
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toBe('The file is not a Bitesize TaskBoard backup of version 1.');
  }, 120_000);
});

const adminUrl = inject('postgresUrl');
if (adminUrl) {
  describe('backup and restore on PostgreSQL', () => {
    // A database of its own: a restore replaces everything in the database it is given.
    const name = `taskboard_test_backup_${Date.now()}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-backup-pg-'));
    const admin = () => new pg.Client({ connectionString: adminUrl });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('round-trips through the app connection, every table compared', async () => {
      const client = admin();
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      await roundTrip({ DATABASE_URL: url.toString() }, 'postgres', dir);
    }, 600_000);
  });
}
