/**
 * The profile's statistics under load (issue budget: on PostgreSQL, for a user with 2,000
 * finished tasks over a year, each stats call answers p99 ≤ 30 ms at 200 requests/s on this
 * 2-core machine). Not a test: it prints and writes its section of bench/results.md.
 *
 *   TEST_DATABASE_URL=postgres://… npm run bench:stats -w packages/server
 *
 * It creates a database of its own on that server and drops it afterwards.
 */
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { seedDatabase } from '../src/db/seed';
import { consoleMailer } from '../src/mail/mailer';
import { writeSection } from './results-file';
import { benchConfig, benchFamily, withPostgres } from './bench-support';

const TASKS = 2000;
const TASKS_PER_GOAL = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGET_RATE = 200;
const BUDGET_MS = 30;

const calls = [
  '/api/backlog/goals/recent-achievements?limit=5',
  '/api/backlog/performance-metrics',
  '/api/backlog/streak',
  '/api/backlog/tasks/category-distribution?include_completed=true',
  '/api/backlog/tasks/category-distribution?status_filter=CLOSED',
  '/api/backlog/tasks/category-distribution/recent?days=30',
  '/api/users/profile',
];

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

async function measure(database: OpenDatabase) {
  await seedDatabase(database.db);
  const app = await buildApp({
    config: benchConfig,
    db: database.db,
    mailer: consoleMailer(database.db, () => {}),
  });
  const { auth } = await benchFamily(app, 'statsbench', 'child');
  const me = await app.inject({ url: '/api/users/me', headers: auth });
  await seedHistory(database, me.json<{ id: number }>().id);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const rows: { call: string; result: Result }[] = [];
  try {
    for (const call of calls) {
      const url = `${address}${call}`;
      // Warm-up: JIT, pool, plans.
      await autocannon({ url, headers: auth, duration: 1, workers: 1 });
      const result = await autocannon({
        url,
        headers: auth,
        connections: CONNECTIONS,
        duration: DURATION_S,
        overallRate: TARGET_RATE,
        workers: 1,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${call}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      console.log(`${call.padEnd(66)} p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`);
      rows.push({ call, result });
    }
  } finally {
    await app.close();
  }
  return rows;
}

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.log(
    'The statistics benchmark runs on PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL.',
  );
  process.exit(0);
}
const rows = await withPostgres(url, measure);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const worst = Math.max(...rows.map((r) => r.result.latency.p99));
const report = [
  '## Benchmark: the profile statistics',
  '',
  `Written by \`npm run bench:stats -w packages/server\` (packages/server/bench/stats.bench.ts) on ` +
    `${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores, load average ` +
    `${os.loadavg()[0]?.toFixed(1)} when it finished, Node ${process.version}, PostgreSQL. ` +
    `One child with ${TASKS} tasks finished over the past year (${TASKS / TASKS_PER_GOAL} closed ` +
    `goals); each call held at ${TARGET_RATE} req/s for ${DURATION_S} s by autocannon ` +
    `(${CONNECTIONS} connections, latencies corrected for coordinated omission).`,
  '',
  '- Every figure is computed by the database over the (user_id, closed_at) indexes and the ' +
    'streak-day key; performance metrics are then reused while the board_version is unchanged ' +
    '(at most 5 minutes), so that row mostly measures the reuse.',
  '',
  '| Call | Requests/s | p50 | p99 | Requests |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    ({ call, result: r }) =>
      `| GET ${call} | ${Math.round(r.requests.average)} | ${ms(r.latency.p50)} | ${ms(r.latency.p99)} | ${r.requests.total} |`,
  ),
  '',
  `Budget: each stats call p99 ≤ ${BUDGET_MS} ms at ${TARGET_RATE} req/s. Worst p99 ${ms(worst)} ` +
    `(${worst <= BUDGET_MS ? 'meets' : 'misses'} the budget).`,
].join('\n');
writeSection('stats', report);
console.log(`\n${report}`);
