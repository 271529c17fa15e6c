import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../../scripts/builds.mjs';

/** The server as `npm start` runs it: compiled JavaScript (built by the global setup) with the same flags, one process. */

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The compiled server on its own port and data; no Redis, SMTP or PostgreSQL unless `env` names them. */
export function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      ...env,
    },
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

// A first start creates a database: minutes, not seconds, when the shared machine is very busy.
export async function waitFor(
  server: Server,
  text: string | RegExp,
  timeoutMs = 150_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const out = server.output();
    if (typeof text === 'string' ? out.includes(text) : text.test(out)) return;
    if (server.child.exitCode !== null) throw new Error(`server exited: ${out}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${String(text)}; output: ${server.output()}`);
}
