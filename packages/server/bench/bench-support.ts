import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppConfig } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { openPostgres } from '../src/db/open';

/** The server's settings for an in-process benchmark: no mail, no Redis, no limits in the way. */
export const benchConfig: AppConfig = {
  appUrl: 'http://localhost:3000',
  redisUrl: undefined,
  smtpUrl: undefined,
  mailFrom: 'TaskBoard <no-reply@bench>',
  logLevel: 'silent',
  sessionTimeoutMinutes: 60,
  authRateLimitPerMinute: 1_000_000,
  signupLimitPerHour: 1_000_000,
  staticDir: undefined,
};

/**
 * A fresh database on the PostgreSQL server named by `url`, given to `use` by its URL and dropped
 * after: a benchmark never touches anyone's tables.
 */
export async function withScratchDatabase<T>(
  url: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `taskboard_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    return await use(databaseUrl.toString());
  } finally {
    // The pool has just ended; a backend that has not yet seen its client go would be
    // terminated by a forced drop, and the pool's idle client would throw that as an error.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The same, opened and migrated as the server opens it. */
export async function withPostgres<T>(
  url: string,
  use: (database: OpenDatabase) => Promise<T>,
): Promise<T> {
  return withScratchDatabase(url, async (databaseUrl) => {
    const database = await openPostgres(databaseUrl);
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  });
}

const PASSWORD = 'correct horse battery';

/**
 * Signs a family up through the real API (the parent `username` and its primary child
 * `${username}_kid`) and logs one of them in: the parent, or the child when `as` is 'child'
 * (a child logs in with its username and the parent's password).
 */
export async function benchFamily(
  app: FastifyInstance,
  username: string,
  as: 'parent' | 'child' = 'parent',
) {
  const email = `${username}@bench.test`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { username, email, password: PASSWORD, confirmPassword: PASSWORD, birth_year: 1990 },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: as === 'parent' ? email : `${username}_kid`, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const { token } = login.json<{ token: string }>();
  return { token, auth: { authorization: `Bearer ${token}` } };
}
