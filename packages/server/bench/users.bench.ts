/**
 * The users directory's search under load (issue budget: on PostgreSQL with 100,000 users,
 * `GET /api/users/list?search=…` answers p99 ≤ 30 ms at 200 requests/s on this 2-core machine).
 * Not a test: it prints and writes its section of bench/results.md.
 *
 *   TEST_DATABASE_URL=postgres://… npm run bench:users -w packages/server
 *
 * It creates a database of its own on that server and drops it afterwards.
 */
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { consoleMailer } from '../src/mail/mailer';
import { writeSection } from './results-file';
import { benchConfig, benchFamily, withPostgres } from './bench-support';

const FAMILIES = 50_000; // a parent and a child each: 100,000 users
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGET_RATE = 200;
const BUDGET_MS = 30;
const LIMIT = 50; // what the directory page asks for

const firstNames = [
  'ava',
  'ben',
  'cleo',
  'dan',
  'ella',
  'finn',
  'gia',
  'hugo',
  'isla',
  'jack',
  'kira',
  'leo',
  'maya',
  'noah',
  'olga',
  'paul',
  'quinn',
  'rosa',
  'sam',
  'tess',
];
const lastNames = [
  'baker',
  'cole',
  'diaz',
  'evans',
  'fox',
  'gray',
  'hill',
  'ivanov',
  'jones',
  'king',
  'lopez',
  'moore',
  'nash',
  'ortiz',
  'price',
  'reed',
  'stone',
  'turner',
  'vance',
  'wells',
];

/**
 * What people type to find someone: mostly a name with part of its number (a handful of
 * matches), a first and last name (about 250), an e-mail fragment, a term nobody has, and two
 * bare first names (about 5,000 matches each, half of them children the viewer never sees).
 */
const terms = [
  'mayastone1',
  'leofox',
  'hugo.reed',
  'tessnash42',
  'kiraking',
  'samwells7',
  'finnortiz',
  'avacole12',
  'zzq',
  'gia',
  'bakerc',
  'rosaprice3',
  'quinnhill',
  'noahdiaz9',
  'ella',
  'olgavance',
];

/**
 * 50,000 families: a parent `<first><last><n>` with e-mail `<first>.<last><n>@example.com` and
 * a child `<parent>_kid`. Three parents in five chose PUBLIC (one in ten of those also shows and
 * lets search its e-mail), one in five FRIENDS, the rest keep PRIVATE; every tenth child asks
 * for PUBLIC, which the directory still never shows outside its family. Who chose what is drawn
 * from a hash of the id, so that it does not follow the names (ids in steps of 5 would give
 * every parent of a first name the same choice, and half the terms would find nobody).
 */
/**
 * A username's look-alike key in SQL, as drizzle/0014 backfills it: exact for the letters,
 * digits, dots, dashes and underscores a username holds (test/username-look-alike.test.ts).
 */
const skeletonOf = (name: SQL) => sql`replace(lower(translate(${name}, '01I', 'Oll')), 'm', 'rn')`;

async function seedUsers(database: OpenDatabase) {
  const first = sql.raw(`(array['${firstNames.join("','")}'])[1 + n % ${firstNames.length}]`);
  const last = sql.raw(
    `(array['${lastNames.join("','")}'])[1 + (n / ${firstNames.length}) % ${lastNames.length}]`,
  );
  await database.db.execute(sql`
    insert into users (username, username_skeleton, email, account_type, birth_year, bio, is_verified)
    select ${first} || ${last} || n, ${skeletonOf(sql`${first} || ${last} || n`)},
           ${first} || '.' || ${last} || n || '@example.com', 'PARENT',
           1975 + n % 25, 'Parent of a curious kid', n % 3 = 0
    from generate_series(1, ${FAMILIES}) as n`);
  await database.db.execute(sql`
    insert into users (username, username_skeleton, account_type, parent_id, is_primary_child, birth_year)
    select p.username || '_kid', ${skeletonOf(sql`p.username || '_kid'`)}, 'CHILD', p.id, true,
           2019 + p.id % 4
    from users p where p.account_type = 'PARENT' and p.email like '%@example.com'`);
  // A decile per user, and another for the e-mail choice, independent of the names.
  const decile = sql.raw('mod(abs(hashint4(id)), 10)');
  const emailDecile = sql.raw('mod(abs(hashint4(id + 100000007)), 10)');
  await database.db.execute(sql`
    insert into user_settings (user_id, privacy)
    select id, case
        when ${decile} < 6 and ${emailDecile} = 0 then
          '{"profile_visibility":"PUBLIC","show_email":true,"searchable_by_email":true,"show_age":true}'::jsonb
        when ${decile} < 6 then '{"profile_visibility":"PUBLIC"}'::jsonb
        else '{"profile_visibility":"FRIENDS"}'::jsonb
      end
    from users where account_type = 'PARENT' and ${decile} < 8 and email like '%@example.com'`);
  await database.db.execute(sql`
    insert into user_settings (user_id, privacy)
    select id, '{"profile_visibility":"PUBLIC","searchable_by_username":true}'::jsonb
    from users where account_type = 'CHILD' and ${decile} = 0`);
  // What autovacuum does once a bulk load settles: it also empties the trigram indexes' pending
  // lists, which a search would otherwise read through on every call.
  await database.db.execute(sql`vacuum analyze`);
  const [row] = (
    (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return row?.n ?? 0;
}

async function measure(database: OpenDatabase) {
  const app = await buildApp({
    config: benchConfig,
    db: database.db,
    mailer: consoleMailer(database.db, () => {}),
  });
  const { auth } = await benchFamily(app, 'usersbench');
  const users = await seedUsers(database);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const runs = [
    {
      name: `GET /api/users/list?search=… (${terms.length} terms in turn, limit ${LIMIT})`,
      requests: terms.map((term) => ({
        path: `/api/users/list?search=${encodeURIComponent(term)}&limit=${LIMIT}`,
      })),
      budget: true,
    },
    {
      name: `GET /api/users/list?limit=${LIMIT} (no term: the first page and its total)`,
      requests: [{ path: `/api/users/list?limit=${LIMIT}` }],
      budget: false,
    },
  ];
  const rows: { name: string; budget: boolean; result: Result }[] = [];
  try {
    for (const run of runs) {
      // Warm-up: JIT, pool, plans.
      await autocannon({
        url: address,
        headers: auth,
        duration: 1,
        workers: 1,
        requests: run.requests,
      });
      const result = await autocannon({
        url: address,
        headers: auth,
        connections: CONNECTIONS,
        duration: DURATION_S,
        overallRate: TARGET_RATE,
        workers: 1,
        requests: run.requests,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${run.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      console.log(`${run.name}  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`);
      rows.push({ name: run.name, budget: run.budget, result });
    }
  } finally {
    await app.close();
  }
  return { users, rows };
}

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.log(
    'The users directory benchmark runs on PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL.',
  );
  process.exit(0);
}
const measured = await withPostgres(url, measure);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const searchP99 = Math.max(
  ...measured.rows.filter((r) => r.budget).map((r) => r.result.latency.p99),
);
const report = [
  '## Benchmark: the users directory',
  '',
  `Written by \`npm run bench:users -w packages/server\` (packages/server/bench/users.bench.ts) on ` +
    `${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores, load average ` +
    `${os.loadavg()[0]?.toFixed(1)} when it finished, Node ${process.version}, PostgreSQL. ` +
    `${measured.users.toLocaleString('en')} users (${FAMILIES.toLocaleString('en')} parents and ` +
    `their children; 60 % of parents PUBLIC, 20 % FRIENDS, 20 % PRIVATE); each call held at ` +
    `${TARGET_RATE} req/s for ${DURATION_S} s by autocannon (${CONNECTIONS} connections, ` +
    `latencies corrected for coordinated omission).`,
  '',
  '- Search terms in turn: ' +
    terms.map((t) => `\`${t}\``).join(', ') +
    '. Each answer is the ' +
    'first page in name order and the total of matches, both computed by PostgreSQL over the ' +
    'partial trigram indexes of drizzle/0011 (listed users only) and the family read by parent id.',
  '',
  '| Call | Requests/s | p50 | p99 | Requests |',
  '|---|---:|---:|---:|---:|',
  ...measured.rows.map(
    ({ name: call, result: r }) =>
      `| ${call} | ${Math.round(r.requests.average)} | ${ms(r.latency.p50)} | ${ms(r.latency.p99)} | ${r.requests.total} |`,
  ),
  '',
  `Budget: search p99 ≤ ${BUDGET_MS} ms at ${TARGET_RATE} req/s. Measured p99 ${ms(searchP99)} ` +
    `(${searchP99 <= BUDGET_MS ? 'meets' : 'misses'} the budget).`,
].join('\n');
writeSection('users', report);
console.log(`\n${report}`);
