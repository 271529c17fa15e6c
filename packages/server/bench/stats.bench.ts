/**
 * The profile's statistics under load (issue budget: for a child with 2,000 finished tasks over
 * a year, each stats call answers p99 ≤ 30 ms at 200 requests/s on PostgreSQL on this 2-core
 * machine, computed cold — with nothing kept from an earlier call — as after any change; the
 * embedded database's figure beside it). Not a test: it prints and writes its section of
 * bench/results.md.
 *
 *   TEST_DATABASE_URL=postgres://… npm run bench:stats -w packages/server   # PGlite and PostgreSQL
 *
 * With PostgreSQL it creates a database of its own on that server and drops it afterwards.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { fromPglite } from '../src/db/open';
import { seedDatabase } from '../src/db/seed';
import { consoleMailer } from '../src/mail/mailer';
import { profileRoutes, statsRoutes } from '../src/routes/stats';
import { statsService } from '../src/services/stats-service';
import { writeSection } from './results-file';
import { benchConfig, benchFamily, withPostgres } from './bench-support';
import { loadLine, machineLine } from './machine';
import { assertAllOk, gets, openLoad, type Latencies } from './open-load';

const TASKS = 2000;
const TASKS_PER_GOAL = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_RATE = 200;
const BUDGET_MS = 30;
/** Calls timed one at a time, with nothing else asked of the server: a call's own cost. */
const ALONE = 40;

const calls = [
  '/api/backlog/goals/recent-achievements?limit=5',
  '/api/backlog/performance-metrics',
  '/api/backlog/streak',
  '/api/backlog/tasks/category-distribution?include_completed=true',
  '/api/backlog/tasks/category-distribution?status_filter=CLOSED',
  '/api/backlog/tasks/category-distribution/recent?days=30',
  '/api/users/profile',
];
/** The same call on the benchmark's copy of the routes whose service keeps nothing. */
const coldPath = (call: string) => call.replace(/^\/api\//, '/bench-cold/');

/**
 * A child with 200 closed goals of 10 finished tasks each, finished over the past year (a task
 * every few hours), in the flavor's categories, with a streak day for every day it finished one.
 */
async function seedHistory(database: OpenDatabase, userId: number) {
  await database.db.execute(sql`
    with g as (
      insert into goals (user_id, title, job_status, category_id, closed_at, created_at)
      select ${userId}, 'Goal ' || n, 'CLOSED',
             (select id from categories where flavor_key = 'GENERAL' order by position
               offset (n % 9) limit 1),
             now() - make_interval(hours => (${TASKS} - n * ${TASKS_PER_GOAL}) * 4),
             now() - interval '1 year'
      from generate_series(1, ${TASKS / TASKS_PER_GOAL}) as n
      returning id, closed_at
    )
    insert into tasks (user_id, goal_id, title, job_status, closed_at, created_at)
    select ${userId}, g.id, 'Step ' || k, 'CLOSED', g.closed_at - make_interval(hours => k),
           g.closed_at - interval '2 days'
    from g, generate_series(1, ${TASKS_PER_GOAL}) as k`);
  await database.db.execute(sql`
    insert into streak_days (user_id, day)
    select distinct ${userId}::int, (closed_at at time zone 'UTC')::date from tasks
    where user_id = ${userId}
    on conflict do nothing`);
  await database.db.execute(sql`analyze`);
}

interface Row {
  backend: string;
  call: string;
  cache: 'cold' | 'warm';
  alone: number;
  load: Latencies;
  achieved: number;
  answered: number;
  lateP99: number;
  cpuMs: number;
}

async function measure(backend: string, database: OpenDatabase): Promise<Row[]> {
  await seedDatabase(database.db);
  const app = await buildApp({
    config: benchConfig,
    db: database.db,
    mailer: consoleMailer(database.db, () => {}),
  });
  // The same routes over a service that keeps nothing between calls (registered only here).
  const cold = statsService({ db: database.db, cacheEntries: 0 });
  await app.register(
    async (scope) => {
      await scope.register(statsRoutes, { prefix: '/backlog', stats: cold });
      await scope.register(profileRoutes, { prefix: '/users', stats: cold });
    },
    { prefix: '/bench-cold' },
  );
  const { auth } = await benchFamily(app, 'statsbench', 'child');
  const me = await app.inject({ url: '/api/users/me', headers: auth });
  await seedHistory(database, me.json<{ id: number }>().id);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const rows: Row[] = [];
  try {
    for (const call of calls) {
      for (const cache of ['cold', 'warm'] as const) {
        const path = cache === 'cold' ? coldPath(call) : call;
        // Warm-up: JIT, pool, plans; then the call alone, one at a time.
        await openLoad({ origin: address, rate: 50, durationS: 1, units: gets([path], auth) });
        const alone: number[] = [];
        for (let i = 0; i < ALONE; i += 1) {
          const started = performance.now();
          const answer = await app.inject({ url: path, headers: auth });
          alone.push(performance.now() - started);
          if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode}`);
        }
        alone.sort((a, b) => a - b);
        const result = await openLoad({
          origin: address,
          rate: TARGET_RATE,
          durationS: DURATION_S,
          units: gets([path], auth),
        });
        assertAllOk(`${backend} ${path}`, result);
        const row: Row = {
          backend,
          call,
          cache,
          alone: alone[Math.floor(alone.length / 2)]!,
          load: result.steps[0]!.fromIntended,
          achieved: result.achievedRate,
          answered: result.answered,
          lateP99: result.late.p99,
          cpuMs: result.cpuMsPerUnit,
        };
        console.log(
          `${backend.padEnd(10)} ${cache} ${call.padEnd(66)} alone ${ms(row.alone)}  ` +
            `p50 ${ms(row.load.p50)}  p99 ${ms(row.load.p99)}  late p99 ${ms(row.lateP99)}`,
        );
        rows.push(row);
      }
    }
  } finally {
    await app.close();
  }
  return rows;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const loadAtStart = loadLine();
const rows: Row[] = [];
const client = await PGlite.create();
const pglite = await fromPglite(client);
try {
  rows.push(...(await measure('PGlite', pglite)));
} finally {
  await pglite.close();
}
const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (url) rows.push(...(await withPostgres(url, (db) => measure('PostgreSQL', db))));
else console.log('PostgreSQL skipped (the budget\'s database): set TEST_DATABASE_URL or DATABASE_URL.');

const verdicts = ['PostgreSQL', 'PGlite'].flatMap((backend) => {
  const coldRows = rows.filter((r) => r.backend === backend && r.cache === 'cold');
  if (coldRows.length === 0) return [];
  const worst = coldRows.reduce((a, b) => (b.load.p99 > a.load.p99 ? b : a));
  const aloneWorst = Math.max(...coldRows.map((r) => r.alone));
  return [
    `- ${backend}, cold: worst p99 ${ms(worst.load.p99)} (GET ${worst.call}) at ${TARGET_RATE} req/s` +
      (backend === 'PostgreSQL'
        ? ` (${worst.load.p99 <= BUDGET_MS ? 'meets' : 'misses'} the budget)`
        : ' (recorded beside the budget)') +
      `; the slowest call alone, median ${ms(aloneWorst)}.`,
  ];
});
const report = [
  '## Benchmark: the profile statistics',
  '',
  `Written by \`npm run bench:stats -w packages/server\` (packages/server/bench/stats.bench.ts) on ` +
    `${machineLine(loadAtStart)}. One child with ${TASKS} tasks finished over the past year ` +
    `(${TASKS / TASKS_PER_GOAL} closed goals); each call held at ${TARGET_RATE} req/s for ` +
    `${DURATION_S} s by the open-model generator (bench/open-load.ts: latencies from each ` +
    `request's intended send time, so coordinated omission is not possible).`,
  '',
  '- Cold: the same routes over a statistics service that keeps nothing between calls, so every ' +
    'call computes its figure in the database — as the first call after any change to the board ' +
    'does. Warm: the real routes, whose figures are reused while the board_version is unchanged ' +
    '(this benchmark never changes the board, so warm rows measure the reuse).',
  `- "Alone": the median of ${ALONE} calls made one at a time in the same process (no load ` +
    'generator), a call\'s own cost on this machine at this moment.',
  '- "Generator late, p99": how late the generator itself sent requests (it is in the latencies); ' +
    '"CPU per request": this process\'s user + system time per answer (server and generator ' +
    'threads; the PostgreSQL server\'s own time is not in it).',
  '',
  '| Backend | Call | Cache | Alone | p50 | p99 | Answered/s | Generator late, p99 | CPU per request |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.backend} | GET ${r.call} | ${r.cache} | ${ms(r.alone)} | ${ms(r.load.p50)} | ${ms(r.load.p99)} | ${Math.round(r.achieved)} | ${ms(r.lateP99)} | ${ms(r.cpuMs)} |`,
  ),
  '',
  `Budget: each stats call, computed cold, p99 ≤ ${BUDGET_MS} ms at ${TARGET_RATE} req/s on ` +
    'PostgreSQL; the embedded database\'s figures recorded beside it.',
  '',
  ...verdicts,
].join('\n');
writeSection('stats', report);
console.log(`\n${report}`);
