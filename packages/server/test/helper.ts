import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppConfig, type BuildAppOptions } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { fromPglite, openPostgres } from '../src/db/open';
import { consoleMailer } from '../src/mail/mailer';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

export async function openTestDatabase(
  backend: Backend,
  { isolated = false }: { isolated?: boolean } = {},
): Promise<OpenDatabase> {
  if (backend === 'postgres') {
    const url = inject('postgresUrl');
    if (!url) throw new Error('no PostgreSQL test database');
    return isolated ? openOwnPostgres(url) : openPostgres(url);
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  return fromPglite(await PGlite.create({ loadDataDir: snapshot }));
}

/**
 * A PostgreSQL database of this test file's own beside the run's shared one, dropped on close:
 * for tests that compare the whole database before and after, which other files' rows would
 * disturb. Named like the run's database, so an interrupted run's copy is cleared the same way.
 */
async function openOwnPostgres(runUrl: string): Promise<OpenDatabase> {
  const name = `taskboard_test_${process.pid}${randomBytes(3).toString('hex')}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const testConfig: AppConfig = {
  appUrl: 'http://localhost:3000',
  redisUrl: undefined,
  smtpUrl: undefined,
  mailFrom: 'TaskBoard <no-reply@test>',
  logLevel: 'silent',
  sessionTimeoutMinutes: 60,
  authRateLimitPerMinute: 10_000,
  // Test files sign up many families from 127.0.0.1; the sign-up limit has its own tests.
  signupLimitPerHour: 10_000,
  staticDir: undefined,
};

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  /** Every console mail line the app printed, newest last. */
  mail: string[];
  close: () => Promise<void>;
}

/** The real app on a real database; mail goes to the console outbox, captured here. */
export async function createTestApp(
  backend: Backend,
  config: Partial<AppConfig> = {},
  options: Pick<
    BuildAppOptions,
    'rateLimitNamespace' | 'logStream' | 'redisConnectTimeoutMs' | 'now' | 'runJobs' | 'eventStream'
  > & { isolated?: boolean } = {},
): Promise<TestApp> {
  // Test files share one PostgreSQL: an app runs its jobs only when its test asks
  // (`app.jobs.runDue()`), unless it says `runJobs: true`.
  const { isolated, runJobs = false, ...appOptions } = options;
  const database = await openTestDatabase(backend, { isolated });
  const mail: string[] = [];
  const app = await buildApp({
    config: { ...testConfig, ...config },
    db: database.db,
    mailer: consoleMailer(database.db, (line) => mail.push(line)),
    runJobs,
    ...appOptions,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  await app.ready();
  return {
    app,
    database,
    mail,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** 'A@b.c' → 'Ａ＠ｂ．ｃ': what a phone's full-width keyboard types. */
export const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Names unique across runs and backends: tests share one PostgreSQL database per run. */
export function newFamily() {
  const id = randomBytes(5).toString('hex');
  return {
    username: `u${id}`,
    email: `parent.${id}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    birth_year: 1988,
  };
}

export type Family = ReturnType<typeof newFamily>;

export async function register(app: FastifyInstance, family: Family = newFamily()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: family,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return family;
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string; username: string; account_type: string }>();
}

/** A new family's parent, signed in, with one goal named `title`: its token and the goal's id. */
export async function parentWithGoal(app: FastifyInstance, title: string) {
  const family = await register(app);
  const { token } = await login(app, family.email, family.password);
  const goal = await app.inject({
    method: 'POST',
    url: '/api/backlog/goals',
    headers: bearer(token),
    payload: { title },
  });
  if (goal.statusCode !== 201) throw new Error(`goal failed: ${goal.body}`);
  return { token, goalId: goal.json<{ id: number }>().id };
}

/** The token of the newest mailed link to `recipient` on `page` ('verify-email'…). */
export function tokenFromMail(mail: string[], recipient: string, page: string): string {
  const line = mail.findLast(
    (l) => l.includes(`to=${recipient} `) && l.includes(`/${page}?token=`),
  );
  const token = line?.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no ${page} mail for ${recipient} in ${JSON.stringify(mail)}`);
  return decodeURIComponent(token);
}

/**
 * Confirms the parent's e-mail address through the link mailed at sign-up: a family draws its
 * whole daily helper allowance only once it has.
 */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  await t.app.settled();
  const token = tokenFromMail(t.mail, email, 'verify-email');
  const response = await t.app.inject({
    url: `/api/users/verify-email?token=${encodeURIComponent(token)}`,
  });
  if (response.statusCode !== 200) throw new Error(`verify-email failed: ${response.body}`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Rows of a raw query; PGlite and pg both answer `{ rows }`. */
export async function queryRows<T>(database: OpenDatabase, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
