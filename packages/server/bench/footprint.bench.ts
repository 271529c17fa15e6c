/**
 * The server's resident memory as `npm start` runs it (compiled, one process): idle after the
 * very first start (database created), idle after a restart, after 10,000 board reads and 1,000
 * writes, and idle on PostgreSQL. Appends its section to bench/results.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, serverNodeFlags } from '../../../scripts/builds.mjs';
import { call, newFamily, SETTLE_MS, settledRssMb, startServer } from './server-process';
import { withScratchDatabase } from './bench-support';
import { resultsFile, writeSection } from './results-file';
import { machineLine } from './machine';
import { assertAllOk, openLoad, type OpenLoadResult } from './open-load';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const READS = 10_000;
const WRITES = 1_000;
const CONCURRENCY = 10;
const targetsMb = { first: 300, restart: 200, load: 250, postgres: 120 };

/** A family's board (10 goals × 5 tasks), then READS board reads and WRITES task moves. */
async function load(base: string): Promise<void> {
  const token = await newFamily(base, 'footprint');
  const { id } = await call<{ id: number }>(base, 'GET', '/api/users/me', token);
  const query = `?user_id=${id}`;
  const taskIds: number[] = [];
  for (let g = 0; g < 10; g += 1) {
    const goal = await call<{ id: number }>(base, 'POST', `/api/backlog/goals${query}`, token, {
      title: `Goal ${g + 1}: practise something every day`,
    });
    for (let t = 0; t < 5; t += 1) {
      const task = await call<{ id: number }>(base, 'POST', `/api/backlog/task${query}`, token, {
        title: `Step ${t + 1}, short and concrete`,
        goal_id: goal.id,
      });
      taskIds.push(task.id);
    }
  }
  const statuses = ['NEW', 'OPEN', 'CLOSED'] as const;
  const run = async (count: number, one: (i: number) => Promise<unknown>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) await one(next++);
      }),
    );
  };
  await run(WRITES, (i) =>
    call(base, 'PUT', `/api/backlog/task/${taskIds[i % taskIds.length]}${query}`, token, {
      job_status: statuses[i % 3],
    }),
  );
  await run(READS, () => call(base, 'GET', `/api/backlog${query}`, token));
}

/** The architecture's board budget, held by the server exactly as `npm start` runs it. */
const BOARD = { goals: 50, tasksPerGoal: 10, rate: 500, seconds: 10, p99BudgetMs: 25 };

/** A board of BOARD's size for a new family, then its reads held at BOARD.rate. */
async function boardReads(base: string): Promise<OpenLoadResult> {
  const token = await newFamily(base, 'boardreads');
  for (let g = 0; g < BOARD.goals; g += 1) {
    const goal = await call<{ id: number }>(base, 'POST', '/api/backlog/goals', token, {
      title: `Goal ${g + 1}: practise something every day`,
    });
    for (let t = 0; t < BOARD.tasksPerGoal; t += 1) {
      await call(base, 'POST', '/api/backlog/task', token, {
        title: `Step ${t + 1}, short and concrete`,
        goal_id: goal.id,
      });
    }
  }
  const units = [[{ path: '/api/backlog', headers: { authorization: `Bearer ${token}` } }]];
  // Warm-up: JIT, plans, the rendered board.
  await openLoad({ origin: base, rate: 50, durationS: 1, units });
  const result = await openLoad({
    origin: base,
    rate: BOARD.rate,
    durationS: BOARD.seconds,
    units,
  });
  assertAllOk('board reads', result);
  return result;
}

async function embedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-footprint-'));
  try {
    let server = await startServer({ DATA_DIR: dataDir });
    const first = await settledRssMb(server.child);
    await server.stop();
    server = await startServer({ DATA_DIR: dataDir });
    const restart = await settledRssMb(server.child);
    await load(server.base);
    const afterLoad = await settledRssMb(server.child);
    // Memory first: the board's speed is measured after, on the same server.
    const reads = await boardReads(server.base);
    await server.stop();
    return { first, restart, afterLoad, reads };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(adminUrl: string): Promise<number> {
  return withScratchDatabase(adminUrl, async (databaseUrl) => {
    const server = await startServer({ DATABASE_URL: databaseUrl });
    const idle = await settledRssMb(server.child);
    await server.stop();
    return idle;
  });
}

if (!buildIfStale('server')) process.exit(1);
const measured = await embedded();
const onPostgres = postgresUrl ? await postgres(postgresUrl) : undefined;
if (!postgresUrl)
  console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to include it.');

const verdict = (mb: number, target: number) => (mb <= target ? 'meets' : 'misses');
const row = (what: string, mb: number | undefined, target: number) =>
  mb === undefined
    ? `| ${what} | not measured | ≤ ${target} MB | |`
    : `| ${what} | ${mb} MB | ≤ ${target} MB | ${verdict(mb, target)} |`;
const section = [
  '## Benchmark: memory of the server process',
  '',
  `Written by \`npm run bench -w packages/server\` (packages/server/bench/footprint.bench.ts) on ${machineLine()}, ${Math.round(os.totalmem() / 1024 ** 3)} GB of memory.`,
  '',
  `Resident memory (VmRSS) of \`node ${serverNodeFlags.join(' ')} packages/server/dist/main.js\`, the process \`npm start\` runs, read after ${SETTLE_MS / 1000} s without requests. "After load": one family's board (10 goals × 5 tasks), ${WRITES.toLocaleString('en')} task moves then ${READS.toLocaleString('en')} board reads over HTTP, ${CONCURRENCY} at a time. The embedded database is created by a short-lived child process on the first start, so the server never carries initdb's memory.`,
  '',
  '| Server | Resident memory | Target | |',
  '|---|---:|---:|---|',
  row('embedded, idle after the first start (database created)', measured.first, targetsMb.first),
  row('embedded, idle after a restart', measured.restart, targetsMb.restart),
  row(
    `embedded, after ${READS.toLocaleString('en')} reads and ${WRITES.toLocaleString('en')} writes`,
    measured.afterLoad,
    targetsMb.load,
  ),
  row('PostgreSQL (`DATABASE_URL`), idle', onPostgres, targetsMb.postgres),
  '',
  `Durability is PGlite's own (the kill -9 proof runs this same process). The board's speed on ` +
    `this server, after the figures above: a family's board of ${BOARD.goals} goals × ` +
    `${BOARD.tasksPerGoal} tasks read at ${BOARD.rate} req/s for ${BOARD.seconds} s by the ` +
    `open-model generator (bench/open-load.ts: latencies from each request's intended send time): ` +
    `${Math.round(measured.reads.achievedRate)} answered/s, ` +
    `p50 ${measured.reads.steps[0]!.fromIntended.p50.toFixed(1)} ms, ` +
    `p99 ${measured.reads.steps[0]!.fromIntended.p99.toFixed(1)} ms (` +
    `${measured.reads.steps[0]!.fromIntended.p99 <= BOARD.p99BudgetMs ? 'meets' : 'misses'} the board's ` +
    `p99 ≤ ${BOARD.p99BudgetMs} ms).`,
].join('\n');

writeSection('footprint', section);
console.log(`\n${section}\nWritten to ${resultsFile}`);
