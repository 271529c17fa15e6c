import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newFamily } from './helper';
import { SmtpTestServer } from './smtp-test-server';
import { freePort, type Server, startServer, waitFor } from './spawned-server';

/**
 * Two servers (as `npm start` runs them) on one PostgreSQL take a batch of mail jobs between
 * them: every job is sent exactly once, and both servers send some. The database is this test's
 * own, so no other test file's servers take part.
 */
const postgresUrl = inject('postgresUrl');
const JOBS = 40;

if (postgresUrl) {
  describe('two servers on one PostgreSQL', () => {
    const name = `taskboard_test_${process.pid}${randomBytes(3).toString('hex')}_pair`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    let smtp: SmtpTestServer;
    const servers: Server[] = [];

    beforeAll(async () => {
      smtp = await new SmtpTestServer().start();
      await admin.connect();
      await admin.query(`create database ${name}`);
    });
    afterAll(async () => {
      for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await smtp?.close();
    });

    async function start() {
      const port = await freePort();
      const server = startServer({
        PORT: String(port),
        DATABASE_URL: url.toString(),
        SMTP_URL: smtp.url,
        APP_URL: `http://127.0.0.1:${port}`,
        JOB_POLL_INTERVAL_MS: '100',
      });
      servers.push(server);
      await waitFor(server, 'is running at');
      return `http://127.0.0.1:${port}`;
    }

    it('send every job of a batch exactly once, each server some of them', async () => {
      // One after the other: the first applies the migrations.
      const a = await start();
      await start();
      const family = newFamily();
      const post = (path: string, body: object, token?: string, method = 'POST') =>
        fetch(`${a}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      expect((await post('/api/users/register', family)).status).toBe(201);
      const verify = await smtp.waitFor(family.email, 'Verify');
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verify.text)?.[1];
      expect((await fetch(`${a}/api/users/verify-email?token=${token}`)).status).toBe(200);
      const login = await post('/api/users/login', {
        email: family.email,
        password: family.password,
      });
      const session = ((await login.json()) as { token: string }).token;
      const changed = await post(
        '/api/users/settings/security',
        { login_notifications: true },
        session,
        'PUT',
      );
      expect(changed.status).toBe(200);

      // A batch of sign-in alerts, due at once, written in one statement: both servers see it.
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(
          `insert into jobs (kind, payload)
           select 'notify.sign_in', json_build_object('userId', u.id, 'account', 'batch ' || n,
                    'at', now(), 'browser', 'Firefox 128', 'device', 'Linux computer')
           from users u, generate_series(1, $2::int) as n where u.email = $1`,
          [family.email, JOBS],
        );
        const deadline = Date.now() + 120_000;
        while (smtp.to(family.email, 'New sign-in to batch').length < JOBS) {
          if (Date.now() > deadline) throw new Error('the batch was not sent in time');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Time for a second copy of any of them to arrive, if there were one.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const subjects = smtp.to(family.email, 'New sign-in to batch').map((m) => m.subject);
        expect(subjects).toHaveLength(JOBS);
        expect(new Set(subjects).size).toBe(JOBS);
        const { rows } = await client.query<{ locked_by: string; jobs: number; tries: number }>(
          `select locked_by, count(*)::int as jobs, max(attempts)::int as tries from jobs
           where kind = 'notify.sign_in' and payload->>'account' like 'batch %'
             and done_at is not null
           group by locked_by`,
        );
        expect(rows.reduce((sum, row) => sum + row.jobs, 0)).toBe(JOBS);
        expect(rows.every((row) => row.tries === 1)).toBe(true);
        expect(rows.length).toBe(2);
      } finally {
        await client.end();
      }
    }, 300_000);
  });
}
