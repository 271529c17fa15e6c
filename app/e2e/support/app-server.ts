import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale, serverArgs } from '../../../scripts/builds.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface AppServer {
  baseUrl: string;
  logPath: string;
  stop: () => Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/**
 * The real server (`node packages/server/dist/main.js`, not through npm, so its PID is the
 * server's) on a fresh data directory: the journeys' global server, and extra ones for journeys
 * that need other settings (an AI endpoint, a small daily allowance). Resolves once
 * /api/health answers; `stop` ends it by its PID and removes its data (unless the journey gave
 * the data directory).
 */
export async function startAppServer(
  env: Record<string, string>,
  options: { port?: number; logPath?: string; dataDir?: string } = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  // A journey may bring a data directory of its own (to start a server again on what an earlier
  // one left): it removes that itself.
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'taskboard-e2e-data-'));
  const logPath = options.logPath ?? join(dataDir, 'server.log');
  const log = openSync(logPath, 'w');
  // Compiled, as `npm start` runs it (rebuilt here only when the server's sources changed).
  if (!buildIfStale('server', { stdio: 'pipe' })) {
    throw new Error('The server build failed: run `npm run build -w packages/server` to see why');
  }
  const server: ChildProcess = spawn(process.execPath, serverArgs, {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: '',
      LOG_LEVEL: 'warn',
      // The journeys sign up many families from 127.0.0.1 within the hour.
      SIGNUP_LIMIT_PER_HOUR: '10000',
      ...env,
    },
  });

  // A first start creates the database, which takes long on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited early; see ${logPath}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start; see ${logPath}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    logPath,
    stop: async () => {
      if (server.exitCode === null && server.pid !== undefined) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        process.kill(server.pid, 'SIGTERM');
        await exited;
      }
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
