import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../../scripts/builds.mjs';
import { fromPglite, openPostgres } from '../src/db/open';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite; each test database starts from it (no initdb per file). */
    pgliteSnapshot: string;
    /** This run's own PostgreSQL database, when TEST_DATABASE_URL is set. */
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  // The process tests run the server as `npm start` does: compiled, built once here for all files.
  if (!buildIfStale('server', { stdio: 'pipe' })) {
    throw new Error('The server build failed: run `npm run build -w packages/server` to see why');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-test-'));
  const client = await PGlite.create();
  const migrated = await fromPglite(client);
  const snapshot = path.join(dir, 'migrated.tar.gz');
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await migrated.close();
  project.provide('pgliteSnapshot', snapshot);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  if (adminUrl) {
    // A database of its own, so parallel runs on one server never see each other's rows.
    const name = `taskboard_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // A run killed before its teardown leaves its database behind: clear those over an hour old.
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'taskboard_test_%'",
    );
    for (const { datname } of rows) {
      const createdAt = Number(datname.split('_').at(-1));
      if (Date.now() - createdAt > 3600_000) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    }
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = await openPostgres(url.toString());
    await opened.close();
    project.provide('postgresUrl', url.toString());
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    project.provide('postgresUrl', null);
  }

  return async () => {
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
