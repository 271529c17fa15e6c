import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteDirOf } from '../src/db/open';
import { newFamily } from './helper';
import { SmtpTestServer } from './smtp-test-server';
import { freePort, type Server, startServer, waitFor } from './spawned-server';

/**
 * A mail job survives the server dying in the middle of sending it: the server (as `npm start`
 * runs it) is killed with SIGKILL while the SMTP server holds its sign-in alert unanswered; a
 * new server on the same data takes the job back once its lease has run out and sends it, once.
 * On the embedded database and on PostgreSQL (a database of this test's own, so no other test
 * file's servers take the job).
 */
const LEASE_MS = 1_500;

interface Job {
  attempts: number;
  done: boolean;
  last_error: string | null;
}

async function killMidSend(
  smtp: SmtpTestServer,
  env: Record<string, string>,
  readJob: (userEmail: string) => Promise<Job | undefined>,
) {
  const servers: Server[] = [];
  const start = async () => {
    const port = await freePort();
    const server = startServer({
      ...env,
      PORT: String(port),
      SMTP_URL: smtp.url,
      APP_URL: `http://127.0.0.1:${port}`,
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_POLL_INTERVAL_MS: '200',
    });
    servers.push(server);
    await waitFor(server, 'is running at');
    return { server, base: `http://127.0.0.1:${port}` };
  };
  const call = async (base: string, method: string, url: string, body?: object, token?: string) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${method} ${url}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  try {
    const first = await start();
    const family = newFamily();
    await call(first.base, 'POST', '/api/users/register', family);
    const verify = await smtp.waitFor(family.email, 'Verify');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verify.text)?.[1];
    await call(first.base, 'GET', `/api/users/verify-email?token=${token}`);
    const login = { email: family.email, password: family.password };
    const session = await call(first.base, 'POST', '/api/users/login', login);
    await call(
      first.base,
      'PUT',
      '/api/users/settings/security',
      { login_notifications: true },
      String(session.token),
    );

    // The alert reaches the mail server, which never answers: the server is killed there.
    const held = smtp.hold('New sign-in');
    await call(first.base, 'POST', '/api/users/login', login);
    await held;
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    const second = await start();
    const alert = await smtp.waitFor(family.email, 'New sign-in', 60_000);
    expect(alert.subject).toBe(`New sign-in to ${family.username}`);
    // Give a second copy time to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500));
    expect(smtp.to(family.email, 'New sign-in')).toHaveLength(1);
    expect(smtp.heldMessages.filter((m) => m.to.includes(family.email))).toHaveLength(1);

    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
    expect(await readJob(family.email)).toMatchObject({ attempts: 2, done: true });
  } finally {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  }
}

const jobOf = (email: string) => `select j.attempts, j.done_at is not null as done, j.last_error
  from jobs j join users u on u.id = (j.payload->>'userId')::int
  where j.kind = 'notify.sign_in' and u.email = '${email}'`;

describe('a mail job when the server is killed while sending it', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await new SmtpTestServer().start();
  });
  afterAll(async () => smtp?.close());

  it('is sent once by the next server on the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-job-kill-'));
    try {
      await killMidSend(smtp, { DATA_DIR: dataDir }, async (email) => {
        const db = await PGlite.create(pgliteDirOf(dataDir));
        try {
          return (await db.query<Job>(jobOf(email))).rows[0];
        } finally {
          await db.close();
        }
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return;
  it('is sent once by the next server on PostgreSQL', async () => {
    const name = `taskboard_test_${process.pid}${randomBytes(3).toString('hex')}_kill`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      await killMidSend(smtp, { DATABASE_URL: url.toString() }, async (email) => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          return (await client.query<Job>(jobOf(email))).rows[0];
        } finally {
          await client.end();
        }
      });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 300_000);
});
