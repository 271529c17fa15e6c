import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serverArgs } from '../../../scripts/builds.mjs';
import { newFamily } from './helper';
import { freePort, repoRoot, type Server, startServer, waitFor } from './spawned-server';

const post = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-data-'));
  const started: Server[] = [];
  const start = (env: Record<string, string>) => {
    const server = startServer({ DATA_DIR: dataDir, ...env });
    started.push(server);
    return server;
  };
  afterAll(() => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const family = newFamily();

  it('starts, prints its URL, serves the API and prints mail with its link', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await waitFor(server, `Bitesize TaskBoard is running at http://localhost:${port}`);
    // One line says where it answers and what it runs on.
    expect(server.output()).toContain(
      `Bitesize TaskBoard is running at http://localhost:${port} · database: embedded in ${path.join(dataDir, 'pglite')} · mail: console outbox · AI: offline planner\n`,
    );
    expect(server.output()).toContain('Creating the embedded database');
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(
      String(server.child.pid),
    );

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await post(port, '/api/users/register', family)).status).toBe(201);
    await waitFor(
      server,
      `[mail] to=${family.email} subject="Verify your e-mail" link=http://localhost:${port}/verify-email?token=`,
    );
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(server.output())?.[1];
    const verified = await fetch(`http://127.0.0.1:${port}/api/users/verify-email?token=${token}`);
    expect(verified.status).toBe(200);

    // A second server on the same directory would silently lose writes: it must refuse.
    const second = spawnSync(process.execPath, serverArgs, {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        DATABASE_URL: '',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `Another Bitesize TaskBoard server (PID ${server.child.pid}) is already using the data directory ${dataDir}`,
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // SIGTERM closes the server and the database and releases the lock.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 300_000);

  it('restarts on the same data (even after a crash left a stale lock) and keeps every row', async () => {
    // The PID of a process that has ended stands for a server killed with -9.
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(gone.pid));

    const port = await freePort();
    const server = start({ PORT: String(port) });
    await waitFor(server, 'is running at');
    expect(server.output()).toContain('Opening the embedded database');
    const login = await post(port, '/api/users/login', {
      email: family.email,
      password: family.password,
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`http://127.0.0.1:${port}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ username: family.username, is_verified: true });

    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 300_000);

  it('waits a bounded time for REDIS_URL, then exits with one line naming it', async () => {
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    const server = start({ PORT: String(await freePort()), REDIS_URL: redisUrl });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Could not connect to Redis at REDIS_URL=${redisUrl}/? within 10 s \\(.+\\)$`),
    );
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toContain('is running at');
    // It let go of the data directory on the way out.
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

const postgresUrl = inject('postgresUrl');
if (postgresUrl) {
  describe('the server process on PostgreSQL', () => {
    it('runs with DATABASE_URL and leaves DATA_DIR alone', async () => {
      const dataDir = path.join(os.tmpdir(), `taskboard-unused-${process.pid}`);
      const port = await freePort();
      const server = startServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: postgresUrl,
      });
      try {
        await waitFor(server, 'is running at');
        const { host, pathname } = new URL(postgresUrl);
        expect(server.output()).toContain(` · database: PostgreSQL at ${host}${pathname} · `);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
        expect((await post(port, '/api/users/register', newFamily())).status).toBe(201);
        expect(fs.existsSync(dataDir)).toBe(false);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
    });
  });
}
