import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eBaseUrl, e2ePort, serverLogPath } from './environment';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// Starts `node packages/server/src/main.ts` itself (not through npm, so its PID is the server's)
// on a fresh data directory, waits for /api/health, and returns the teardown that stops it.
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'taskboard-e2e-data-'));
  const log = openSync(serverLogPath, 'w');
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(e2ePort),
      DATA_DIR: dataDir,
      APP_URL: e2eBaseUrl,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited early; see ${serverLogPath}`);
    try {
      const res = await fetch(`${e2eBaseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start; see ${serverLogPath}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
