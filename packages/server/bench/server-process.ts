/**
 * The compiled server as `npm start` runs it, started in a child process for a benchmark: its
 * address, its resident memory once settled, and the few calls a benchmark needs to set up data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { root, serverArgs } from '../../../scripts/builds.mjs';

/** How long a server sits without requests before its memory is read. */
export const SETTLE_MS = 5_000;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Running {
  child: ChildProcess;
  base: string;
  stop: () => Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of the process in MB, once it has had SETTLE_MS without requests. */
export async function settledRssMb(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

export async function call<T>(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new family, signed up and its parent logged in: the parent's bearer token. */
export async function newFamily(base: string, username: string): Promise<string> {
  const family = {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    birth_year: 1990,
  };
  await call(base, 'POST', '/api/users/register', undefined, family);
  const { token } = await call<{ token: string }>(base, 'POST', '/api/users/login', undefined, {
    email: family.email,
    password: family.password,
  });
  return token;
}
