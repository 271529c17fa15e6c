import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import type { JobRow } from '../db/schema';

/** Rows of a raw query; PGlite and pg both answer `{ rows }`. */
async function rowsOf<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this moment; now when left out. */
  runAt?: Date;
  /**
   * One row per key, ever (e.g. `digest:42:2030-01-06`): enqueueing it again, from this server or
   * another, does nothing. Scheduled work names its member and period here so it happens once.
   */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** A job waiting for a moment it may run in (quiet hours): tried again then, not counted as a try. */
export class JobDeferred {
  constructor(readonly until: Date) {}
}

export type JobHandler = (
  payload: Record<string, unknown>,
  job: JobRow,
) => Promise<void | JobDeferred>;

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** The clock jobs are due by (tests move it instead of waiting). */
  now?: () => Date;
  /** How often a server looks for due work; due work starts within this (and 60 s by default at most). */
  pollIntervalMs?: number;
  /** How long a claimed job is held: a server killed mid-job gives it back when this runs out. */
  leaseMs?: number;
  /** The first retry waits this long, each next one twice as long, up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  batchSize?: number;
  /** Runs before each look for due work: the scheduler enqueues what has come due. */
  beforePoll?: () => Promise<unknown>;
  log?: { error: (error: unknown, message: string) => void };
  /** This server's name on the rows it holds (host, process and a random part). */
  workerId?: string;
}

export const JOB_DEFAULTS = {
  pollIntervalMs: 15_000,
  leaseMs: 5 * 60_000,
  backoffBaseMs: 30_000,
  backoffMaxMs: 6 * 3_600_000,
  batchSize: 20,
  maxAttempts: 8,
} as const;

/** Done jobs are kept this long (a record, and their dedupe keys), then removed. */
const KEEP_DONE_DAYS = 60;

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/**
 * A durable job queue in the application's own database: jobs are rows, claimed with
 * `FOR UPDATE SKIP LOCKED` so several servers on one PostgreSQL each take different rows, and
 * held for a lease, so a server that dies mid-job (kill -9, power cut) leaves a row another
 * server (or itself, restarted) claims again once the lease has run out. Runs the same on
 * PGlite, which is one process.
 */
export function jobRunner({
  db,
  handlers,
  now = () => new Date(),
  pollIntervalMs = JOB_DEFAULTS.pollIntervalMs,
  leaseMs = JOB_DEFAULTS.leaseMs,
  backoffBaseMs = JOB_DEFAULTS.backoffBaseMs,
  backoffMaxMs = JOB_DEFAULTS.backoffMaxMs,
  batchSize = JOB_DEFAULTS.batchSize,
  beforePoll,
  log = { error: (error, message) => console.error(message, error) },
  workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
}: JobRunnerOptions) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  async function enqueue(job: NewJob, tx: Executor = db): Promise<number | undefined> {
    // A key already queued costs nothing (no id drawn): the scheduler asks every minute.
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
          select ${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.dedupeKey ?? null},
                 ${at(job.runAt ?? now())}, ${job.maxAttempts ?? JOB_DEFAULTS.maxAttempts}
          where ${job.dedupeKey ?? null}::varchar is null
             or not exists (select 1 from jobs where dedupe_key = ${job.dedupeKey ?? null})
          on conflict (dedupe_key) do nothing
          returning id`,
    );
    if (row) wake();
    return row?.id;
  }

  /**
   * Takes up to `batchSize` due jobs no other server holds, holding them for the lease. Only
   * kinds this server has a handler for: during a rolling upgrade an older server leaves a new
   * kind to the newer ones.
   */
  async function claim(): Promise<JobRow[]> {
    const kinds = Object.keys(handlers);
    if (kinds.length === 0) return [];
    const moment = now();
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`update jobs set attempts = attempts + 1, locked_by = ${workerId},
            locked_until = ${at(new Date(moment.getTime() + leaseMs))}
          where id in (
            select id from jobs
            where done_at is null and failed_at is null and run_at <= ${at(moment)}
              and kind in (${sql.join(
                kinds.map((kind) => sql`${kind}`),
                sql`, `,
              )})
              and (locked_until is null or locked_until <= ${at(moment)})
            order by run_at, id
            limit ${batchSize}
            for update skip locked)
          returning *`,
    );
    // RETURNING gives the rows in whatever order the update met them: run them by when they
    // were due, then by the order they were queued in.
    return rows.map(toJobRow).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  async function finish(job: JobRow, outcome: void | JobDeferred): Promise<void> {
    if (outcome instanceof JobDeferred) {
      await db.execute(
        sql`update jobs set run_at = ${at(outcome.until)}, attempts = attempts - 1,
              locked_until = null, locked_by = null
            where id = ${job.id} and locked_by = ${workerId}`,
      );
      return;
    }
    await db.execute(
      sql`update jobs set done_at = ${at(now())}, locked_until = null, last_error = null
          where id = ${job.id} and locked_by = ${workerId}`,
    );
  }

  async function fail(job: JobRow, error: unknown): Promise<void> {
    const moment = now();
    const giveUp = job.attempts >= job.maxAttempts;
    const retryAt = new Date(
      moment.getTime() + backoffMs(job.attempts, backoffBaseMs, backoffMaxMs),
    );
    await db.execute(
      sql`update jobs set last_error = ${errorText(error)}, locked_until = null, locked_by = null,
            run_at = ${at(giveUp ? moment : retryAt)},
            failed_at = ${giveUp ? at(moment) : null}
          where id = ${job.id} and locked_by = ${workerId}`,
    );
    log.error(
      error,
      giveUp
        ? `job ${job.id} (${job.kind}) failed for the last time (${job.attempts} tries)`
        : `job ${job.id} (${job.kind}) failed (try ${job.attempts}); tried again at ${retryAt.toISOString()}`,
    );
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      // A job whose every try ended with its server gone (its lease ran out each time).
      if (job.attempts > job.maxAttempts) throw new Error('the lease ran out on every try');
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await finish(job, await handler(job.payload, job));
    } catch (error) {
      await fail(job, error);
    }
  }

  /** Runs every job due now, batch after batch; answers how many ran. */
  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await claim();
      for (const job of batch) await runOne(job);
      ran += batch.length;
      if (batch.length < batchSize) return ran;
    }
  }

  async function purgeDone(): Promise<void> {
    await db.execute(
      sql`delete from jobs where done_at < ${at(now())} - make_interval(days => ${KEEP_DONE_DAYS})`,
    );
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;
  let polls = 0;

  async function poll(): Promise<void> {
    try {
      if (beforePoll) await beforePoll();
      await runDue();
      if (polls++ % 240 === 0) await purgeDone();
    } catch (error) {
      log.error(error, 'the job runner could not read its jobs');
    }
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = poll().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        tick();
      } else timer = setTimeout(tick, pollIntervalMs).unref();
    });
  }

  /** New work enqueued on this server runs at once, not at the next poll. */
  function wake(): void {
    if (!stopped) setImmediate(tick);
  }

  return {
    workerId,
    enqueue,
    runDue,
    start(firstPollMs = 0): void {
      stopped = false;
      timer = setTimeout(tick, firstPollMs).unref();
    },
    /** Stops polling and waits for the jobs in hand. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type JobRunner = ReturnType<typeof jobRunner>;

function toJobRow(row: Record<string, unknown>): JobRow {
  const date = (value: unknown) => (value == null ? null : new Date(value as string));
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
      string,
      unknown
    >,
    dedupeKey: (row.dedupe_key as string | null) ?? null,
    runAt: date(row.run_at) as Date,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lockedUntil: date(row.locked_until),
    lockedBy: (row.locked_by as string | null) ?? null,
    lastError: (row.last_error as string | null) ?? null,
    doneAt: date(row.done_at),
    failedAt: date(row.failed_at),
    createdAt: date(row.created_at) as Date,
  };
}
