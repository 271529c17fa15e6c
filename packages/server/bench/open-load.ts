/**
 * The benchmarks' load generator, an open model: requests (or short sequences of requests) go
 * out on a fixed schedule — the i-th at start + i / rate — whether or not earlier ones have
 * answered, and each latency is measured from the request's intended send time. A server that
 * stalls therefore shows every request that waited behind the stall at its full wait: the
 * latencies are corrected for coordinated omission by construction, not estimated afterwards.
 *
 * (autocannon, used before, measures each request from the moment a free connection wrote it:
 * at a fixed rate with 10 connections a stall held later requests back unmeasured.)
 *
 * The sending runs in a worker thread (open-load-worker.mjs), so it never shares the server's
 * event loop when the server runs in the same process.
 */
import { Worker } from 'node:worker_threads';

export interface LoadRequest {
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoadOptions {
  /** http://host:port of the server. */
  origin: string;
  /** Units started per second. */
  rate: number;
  durationS: number;
  /**
   * The units, used in turn: each a sequence of requests sent one after the other (most are one
   * request; "move a task, then read the board" is two). Every unit has the same number of steps.
   */
  units: LoadRequest[][];
  /** Connections the generator may open; a unit that finds none free waits, and that counts. */
  maxConnections?: number;
}

export interface Latencies {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface OpenLoadResult {
  /**
   * This process's CPU time (user + system) per unit answered, in ms: the server's and the
   * generator's thread together, not the database server's. It grows far less with the machine's
   * load than latency does.
   */
  cpuMsPerUnit: number;
  /** Units scheduled, and answered. */
  scheduled: number;
  answered: number;
  /** Units started per second as scheduled, and the units answered per second over the run. */
  rate: number;
  achievedRate: number;
  /** How late units were sent after their intended time (the generator's and the machine's lag). */
  late: Latencies;
  statuses: Record<string, number>;
  errors: number;
  bytes: number;
  /**
   * Per step of a unit: from the unit's intended send time (what a user waits, the open model's
   * figure) and from the moment the step was sent (raw latency, for comparison).
   */
  steps: { fromIntended: Latencies; fromSent: Latencies }[];
}

function percentiles(samples: Float64Array): Latencies {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

export async function openLoad(options: OpenLoadOptions): Promise<OpenLoadResult> {
  const { units } = options;
  if (units.length === 0 || units.some((u) => u.length !== units[0]!.length)) {
    throw new Error('openLoad: every unit needs the same number of steps');
  }
  const cpuBefore = process.cpuUsage();
  const worker = new Worker(new URL('./open-load-worker.mjs', import.meta.url), {
    workerData: {
      origin: options.origin,
      rate: options.rate,
      durationS: options.durationS,
      units,
      maxConnections: options.maxConnections ?? 64,
    },
  });
  const raw = await new Promise<{
    total: number;
    done: number;
    elapsedMs: number;
    maxLateMs: number;
    statuses: Record<string, number>;
    errors: number;
    bytes: number;
    fromIntended: Float64Array[];
    fromSent: Float64Array[];
    late: Float64Array;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const cpu = process.cpuUsage(cpuBefore);
  await worker.terminate();
  return {
    cpuMsPerUnit: (cpu.user + cpu.system) / 1000 / Math.max(1, raw.done),
    scheduled: raw.total,
    answered: raw.done,
    rate: options.rate,
    achievedRate: raw.done / (raw.elapsedMs / 1000),
    late: percentiles(raw.late),
    statuses: raw.statuses,
    errors: raw.errors,
    bytes: raw.bytes,
    steps: raw.fromIntended.map((samples, s) => ({
      fromIntended: percentiles(samples),
      fromSent: percentiles(raw.fromSent[s]!),
    })),
  };
}

/** Throws when any answer was not a 2xx: a benchmark of errors measures nothing. */
export function assertAllOk(name: string, result: OpenLoadResult): void {
  const bad = Object.entries(result.statuses).filter(([status]) => !/^2\d\d$/.test(status));
  if (bad.length > 0 || result.errors > 0) {
    throw new Error(
      `${name}: ${bad.map(([s, n]) => `${n} × ${s === '0' ? 'no answer' : s}`).join(', ')}`,
    );
  }
}

/** A one-request unit for each path, with the same headers. */
export const gets = (paths: string[], headers: Record<string, string>): LoadRequest[][] =>
  paths.map((path) => [{ path, headers }]);

/** The machine's load and the commit, for every section's heading. */
export { machineLine } from './machine';
