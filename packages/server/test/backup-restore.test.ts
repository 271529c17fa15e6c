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
import type { Backup } from '../../../scripts/database-backup';
import { dumpTables } from './database-state';
import { columnsWithoutValue, fillWithFamilies, schemaTables } from './every-table';
import { testConfig } from './helper';
import { recordProof } from './proof-results';
import { repoRoot } from './spawned-server';

/**
 * `npm run backup` and `npm run restore` as a round trip: a database with rows in every table of
 * the schema (and a value in every column) is backed up, changed, then restored; every table must
 * hold exactly the rows it held at the backup, and the app must go on writing after it. A backup
 * of one database kind restores into the other, and a restore the database refuses halfway
 * changes nothing.
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

type App = Awaited<ReturnType<typeof buildApp>>;

/** The real app on `database`, its mail kept in `mail`, running at `now` if given. */
async function appOn(database: OpenDatabase, mail: string[], now?: () => Date): Promise<App> {
  const app = await buildApp({
    config: testConfig,
    db: database.db,
    mailer: consoleMailer(database.db, (line) => mail.push(line)),
    ...(now ? { now } : {}),
  });
  await app.ready();
  return app;
}

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * Opens the target and adds `families` families using every feature, then the weekly digest of
 * their week (sent by the app as it runs a week later), so every table holds rows.
 */
async function fill(target: Target, families: number) {
  const database = await openDatabase(configOf(target), () => {});
  try {
    await seedDatabase(database.db);
    const mail: string[] = [];
    const app = await appOn(database, mail);
    try {
      await fillWithFamilies(app, database, mail, families);
    } finally {
      await app.close();
    }
    const weekLater = await appOn(database, mail, () => new Date(Date.now() + WEEK_MS));
    try {
      await weekLater.weeklyDigest();
    } finally {
      await weekLater.close();
    }
  } finally {
    await database.close();
  }
}

/** The target's tables as a backup holds them: every schema table, each with rows in every column. */
function expectEveryTableFilled(dump: Record<string, string[]>) {
  expect(Object.keys(dump).sort()).toEqual(Object.keys(schemaTables).sort());
  expect(
    Object.entries(dump)
      .filter(([, rows]) => rows.length === 0)
      .map(([name]) => name),
  ).toEqual([]);
  expect(columnsWithoutValue(dump)).toEqual([]);
}

/** Table by table, so a difference names its table. */
function expectSameTables(actual: Record<string, string[]>, expected: Record<string, string[]>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, rows] of Object.entries(expected)) expect(actual[name], name).toEqual(rows);
}

async function roundTrip(target: Target, label: 'pglite' | 'postgres', dir: string) {
  const file = path.join(dir, `${label}.backup.json`);
  await fill(target, 2);
  const original = await dumpOf(target);
  expectEveryTableFilled(original);

  const backup = npmRun('backup', file, target);
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  const rows = Object.values(original).reduce((sum, table) => sum + table.length, 0);
  expect(backup.stdout).toContain(
    `Backed up ${rows} rows of ${Object.keys(schemaTables).length} tables`,
  );
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const written = JSON.parse(fs.readFileSync(file, 'utf8')) as Backup;
  expect(Object.keys(written.tables).sort()).toEqual(Object.keys(schemaTables).sort());

  // Life goes on after the backup: another family signs up.
  await fill(target, 1);
  expect(await dumpOf(target)).not.toEqual(original);

  const restore = npmRun('restore', file, target);
  expect(restore.stderr).toBe('');
  expect(restore.status).toBe(0);
  expect(restore.stdout).toContain(
    `Restored ${rows} rows of ${Object.keys(original).length} tables`,
  );

  // Every table, every row, every column as it was; and the app writes on from there.
  expectSameTables(await dumpOf(target), original);
  await fill(target, 1);
  recordProof(`backup-${label}`, {
    tables: Object.keys(original).length,
    'tables with rows': Object.values(original).filter((tableRows) => tableRows.length > 0).length,
    'rows backed up and restored': rows,
    'rows per table': Object.fromEntries(
      Object.entries(original).map(([name, tableRows]) => [name, tableRows.length]),
    ),
    'tables differing after the round trip': 0,
    'backup file size, KB': Math.round(fs.statSync(file).size / 1024),
  });
  return file;
}

/**
 * A backup the database refuses at its last table (`vapid_keys`: every other table is already
 * copied by then): the restore fails with one line naming it, and the target holds what it held.
 */
async function expectFailedRestoreChangesNothing(target: Target, goodFile: string, dir: string) {
  const backup = JSON.parse(fs.readFileSync(goodFile, 'utf8')) as Backup;
  const order = Object.keys(backup.tables).sort();
  expect(order.at(-1)).toBe('vapid_keys');
  const keys = backup.tables.vapid_keys!.at(-1) as Record<string, unknown>;
  keys.id = 2;
  const broken = path.join(dir, 'broken.backup.json');
  fs.writeFileSync(broken, JSON.stringify(backup));

  const before = await dumpOf(target);
  const restore = npmRun('restore', broken, target);
  expect(restore.status).toBe(1);
  expect(restore.stderr.trim()).toBe(
    'The restore stopped at table vapid_keys and changed nothing: new row for relation ' +
      '"vapid_keys" violates check constraint "vapid_keys_one_row"',
  );
  expectSameTables(await dumpOf(target), before);
}

/** A backup made on `from` restored into `to`, which held other families: `to` becomes `from`. */
async function crossRestore(from: Target, to: Target, file: string) {
  await fill(from, 1);
  await fill(to, 1);
  const source = await dumpOf(from);
  expectEveryTableFilled(source);
  const backup = npmRun('backup', file, from);
  expect(backup.status, backup.stderr).toBe(0);
  const restore = npmRun('restore', file, to);
  expect(restore.stderr).toBe('');
  expect(restore.status).toBe(0);
  expectSameTables(await dumpOf(to), source);
  // The sequences came along: the target's app adds rows after the restored ones.
  await fill(to, 1);
}

describe('backup and restore', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-backup-'));
  const target = { DATA_DIR: path.join(dir, 'data') };
  const file = path.join(dir, 'pglite.backup.json');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('round-trips the embedded database, every table and column compared', async () => {
    expect(await roundTrip(target, 'pglite', dir)).toBe(file);
  }, 600_000);

  it('changes nothing when the database refuses the backup halfway', async () => {
    await expectFailedRestoreChangesNothing(target, file, dir);
  }, 300_000);

  it('refuses a backup with a table cut out of it, and changes nothing', async () => {
    const backup = JSON.parse(fs.readFileSync(file, 'utf8')) as Backup;
    delete backup.tables.unsubscribe_keys;
    const cut = path.join(dir, 'cut.backup.json');
    fs.writeFileSync(cut, JSON.stringify(backup));
    const before = await dumpOf(target);
    const restore = npmRun('restore', cut, target);
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toBe(
      'The backup lacks tables this database has: unsubscribe_keys',
    );
    expectSameTables(await dumpOf(target), before);
  }, 300_000);

  it("refuses to restore over a running server's embedded database, and changes nothing", async () => {
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
    expectSameTables(await dumpOf(target), before);
  }, 300_000);

  it('refuses a file that is not a backup', async () => {
    const notBackup = path.join(dir, 'not-a-backup.json');
    fs.writeFileSync(notBackup, '{"tables":{}}');
    const restore = npmRun('restore', notBackup, target);
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toBe('The file is not a Bitesize TaskBoard backup of version 1.');
  }, 120_000);
});

const adminUrl = inject('postgresUrl');
if (adminUrl) {
  describe('backup and restore on PostgreSQL', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-backup-pg-'));
    const admin = () => new pg.Client({ connectionString: adminUrl });
    const created: string[] = [];
    /** A database of its own: a restore replaces everything in the database it is given. */
    async function newDatabase(label: string): Promise<Target> {
      const name = `taskboard_test_backup_${label}_${Date.now()}`;
      const client = admin();
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      created.push(name);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    }
    afterAll(async () => {
      const client = admin();
      await client.connect();
      for (const name of created)
        await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('round-trips through the app connection, every table and column compared', async () => {
      const target = await newDatabase('round_trip');
      const file = await roundTrip(target, 'postgres', dir);
      await expectFailedRestoreChangesNothing(target, file, dir);
    }, 900_000);

    it('restores an embedded backup into PostgreSQL, every table compared', async () => {
      await crossRestore(
        { DATA_DIR: path.join(dir, 'embedded-source') },
        await newDatabase('from_embedded'),
        path.join(dir, 'embedded.backup.json'),
      );
    }, 900_000);

    it('restores a PostgreSQL backup into the embedded database, every table compared', async () => {
      await crossRestore(
        await newDatabase('to_embedded'),
        { DATA_DIR: path.join(dir, 'embedded-target') },
        path.join(dir, 'postgres.backup.json'),
      );
    }, 900_000);
  });
}
