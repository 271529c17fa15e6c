import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A redis-server of the test's own, on a port picked at run time, stopped by the test. */
export class RedisServer {
  private process: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      '/usr/bin/redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await until('redis-server to listen', async () =>
      (await accepts(this.port)) ? true : undefined,
    );
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
  }

  signal(signal: 'SIGSTOP' | 'SIGCONT'): void {
    this.process?.kill(signal);
  }
}
