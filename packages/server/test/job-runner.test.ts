import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/database';
import { JobDeferred, backoffMs, jobRunner, type JobHandler } from '../src/jobs/job-runner';
import { backends, openTestDatabase, queryRows } from './helper';

/**
 * The job runner on a real database: due work runs once, later work when due, a dedupe key
 * makes one row, a failure is retried with growing waits and kept with its error, a job held by
 * a server that died is taken back when its lease runs out, and two runners (two servers' pools
 * on PostgreSQL) share a batch so that each job runs exactly once. Time is a clock the test
 * moves; every kind is this file's own, so runners of other files never touch these rows.
 */
describe.each(backends)('the job runner on %s', (backend) => {
  let database: OpenDatabase;
  /** A second pool on the same database: another server. */
  let other: OpenDatabase;
  let clock = new Date('2030-03-01T10:00:00Z');
  const now = () => clock;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const kindOf = (name: string) => `test.${name}.${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    other = backend === 'postgres' ? await openTestDatabase(backend) : database;
  });
  afterAll(async () => {
    if (other !== database) await other?.close();
    await database?.close();
  });

  const rowsOf = (kind: string) =>
    queryRows<{
      id: number;
      attempts: number;
      last_error: string | null;
      done: boolean;
      failed: boolean;
      run_at: string;
      locked_by: string | null;
    }>(
      database,
      sql`select id, attempts, last_error, done_at is not null as done,
            failed_at is not null as failed, run_at::text, locked_by
          from jobs where kind = ${kind} order by id`,
    );

  it('runs due work once, later work when it is due, and one row per dedupe key', async () => {
    const kind = kindOf('record');
    const ran: unknown[] = [];
    const runner = jobRunner({
      db: database.db,
      handlers: { [kind]: async (payload) => void ran.push(payload.n) },
      now,
      batchSize: 2,
    });
    await runner.enqueue({ kind, payload: { n: 1 } });
    await runner.enqueue({ kind, payload: { n: 2 }, runAt: new Date(clock.getTime() + 3_600_000) });
    expect(await runner.enqueue({ kind, payload: { n: 3 }, dedupeKey: `${kind}:k` })).toBeTypeOf(
      'number',
    );
    expect(
      await runner.enqueue({ kind, payload: { n: 4 }, dedupeKey: `${kind}:k` }),
    ).toBeUndefined();

    expect(await runner.runDue()).toBe(2);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual([1, 3]);
    later(3_600_000);
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual([1, 3, 2]);
    const rows = await rowsOf(kind);
    expect(rows.map((r) => [r.attempts, r.done, r.failed, r.last_error])).toEqual([
      [1, true, false, null],
      [1, true, false, null],
      [1, true, false, null],
    ]);
  });

  it('retries a failure with growing waits, keeps its error and never deletes it', async () => {
    const kind = kindOf('refused');
    let tries = 0;
    const runner = jobRunner({
      db: database.db,
      handlers: {
        [kind]: async () => {
          tries += 1;
          throw new Error(`refused ${tries}`);
        },
      },
      now,
      backoffBaseMs: 1_000,
      log: { error: () => {} },
    });
    await runner.enqueue({ kind, maxAttempts: 3 });
    expect(await runner.runDue()).toBe(1);
    let [row] = await rowsOf(kind);
    expect(row).toMatchObject({ attempts: 1, last_error: 'Error: refused 1', done: false });
    expect(new Date(row!.run_at).getTime()).toBe(clock.getTime() + 1_000);
    // Not before its wait is over.
    later(999);
    expect(await runner.runDue()).toBe(0);
    later(1);
    expect(await runner.runDue()).toBe(1);
    [row] = await rowsOf(kind);
    expect(row).toMatchObject({ attempts: 2, last_error: 'Error: refused 2', failed: false });
    expect(new Date(row!.run_at).getTime()).toBe(clock.getTime() + 2_000);
    later(2_000);
    expect(await runner.runDue()).toBe(1);
    [row] = await rowsOf(kind);
    expect(row).toMatchObject({ attempts: 3, last_error: 'Error: refused 3', failed: true });
    later(86_400_000);
    expect(await runner.runDue()).toBe(0);
    expect(tries).toBe(3);
    expect(backoffMs(10, 1_000, 60_000)).toBe(60_000);
  });

  it('takes back a job whose server died while running it, once its lease runs out', async () => {
    const kind = kindOf('lease');
    const dead = jobRunner({
      db: database.db,
      // The server stops in the middle: the handler never finishes.
      handlers: { [kind]: () => new Promise<void>(() => {}) },
      now,
      leaseMs: 60_000,
      workerId: 'dead-server',
    });
    const done: string[] = [];
    const alive = jobRunner({
      db: other.db,
      handlers: { [kind]: async () => void done.push('sent') },
      now,
      leaseMs: 60_000,
      workerId: 'live-server',
    });
    await dead.enqueue({ kind });
    void dead.runDue();
    for (let wait = 0; (await rowsOf(kind))[0]?.locked_by !== 'dead-server'; wait++) {
      if (wait > 200) throw new Error('the job was never claimed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Held: the other server leaves it while the lease lasts.
    expect(await alive.runDue()).toBe(0);
    later(59_999);
    expect(await alive.runDue()).toBe(0);
    later(1);
    expect(await alive.runDue()).toBe(1);
    expect(done).toEqual(['sent']);
    expect(await rowsOf(kind)).toMatchObject([
      { attempts: 2, done: true, locked_by: 'live-server' },
    ]);
  });

  it('waits out a deferral (quiet hours) without counting it as a try', async () => {
    const kind = kindOf('defer');
    let calls = 0;
    const runner = jobRunner({
      db: database.db,
      handlers: {
        [kind]: async () => {
          calls += 1;
          if (calls === 1) return new JobDeferred(new Date(clock.getTime() + 3_600_000));
        },
      },
      now,
    });
    await runner.enqueue({ kind });
    expect(await runner.runDue()).toBe(1);
    expect(await rowsOf(kind)).toMatchObject([{ attempts: 0, done: false }]);
    later(3_599_000);
    expect(await runner.runDue()).toBe(0);
    later(1_000);
    expect(await runner.runDue()).toBe(1);
    expect(await rowsOf(kind)).toMatchObject([{ attempts: 1, done: true }]);
  });

  it('runs every job of a batch exactly once with two servers taking jobs at once', async () => {
    const kind = kindOf('batch');
    const runs = new Map<number, string[]>();
    const handler =
      (server: string): JobHandler =>
      async (payload) => {
        const n = Number(payload.n);
        runs.set(n, [...(runs.get(n) ?? []), server]);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      };
    const a = jobRunner({ db: database.db, handlers: { [kind]: handler('a') }, now, batchSize: 7 });
    const b = jobRunner({ db: other.db, handlers: { [kind]: handler('b') }, now, batchSize: 7 });
    const JOBS = 120;
    for (let n = 0; n < JOBS; n++) await a.enqueue({ kind, payload: { n } });
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(JOBS);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(JOBS).keys()]);
    expect([...runs.values()].filter((servers) => servers.length !== 1)).toEqual([]);
    if (backend === 'postgres') {
      // Both servers really took part.
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
    }
    const rows = await rowsOf(kind);
    expect(rows.filter((r) => !r.done || r.attempts !== 1)).toEqual([]);
  });

  it('leaves kinds it has no handler for to servers that have one', async () => {
    const kind = kindOf('unknown');
    const runner = jobRunner({ db: database.db, handlers: { [kindOf('x')]: async () => {} }, now });
    await runner.enqueue({ kind });
    expect(await runner.runDue()).toBe(0);
    expect(await rowsOf(kind)).toMatchObject([{ attempts: 0, done: false, failed: false }]);
  });
});
