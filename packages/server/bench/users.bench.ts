/**
 * The users directory's search under load (issue budget: on PostgreSQL with 100,000 users,
 * `GET /api/users/list?search=…` answers p99 ≤ 30 ms at 200 requests/s on this 2-core machine).
 * Not a test: it prints and writes its section of bench/results.md.
 *
 *   TEST_DATABASE_URL=postgres://… npm run bench:users -w packages/server
 *
 * It creates a database of its own on that server and drops it afterwards.
 */
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { consoleMailer } from '../src/mail/mailer';
import { writeSection } from './results-file';
import { benchConfig, benchFamily, withPostgres } from './bench-support';
import { loadLine, machineLine } from './machine';
import { assertAllOk, openLoad, type LoadRequest, type OpenLoadResult } from './open-load';

const FAMILIES = 50_000; // a parent and a child each: 100,000 users
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
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

  const page = (path: string): LoadRequest[] => [{ path, headers: auth }];
  const runs = [
    {
      name: `GET /api/users/list?search=… (${terms.length} terms in turn, limit ${LIMIT})`,
      units: terms.map((term) =>
        page(`/api/users/list?search=${encodeURIComponent(term)}&limit=${LIMIT}`),
      ),
    },
    {
      name: `GET /api/users/list?limit=${LIMIT} (no term: the first page /users opens with, and its total)`,
      units: [page(`/api/users/list?limit=${LIMIT}`)],
    },
    {
      // The same moment's yardstick: the cheapest signed-in call (session read, a small answer).
      name: 'GET /api/users/me (baseline: a session read and a small answer)',
      units: [page('/api/users/me')],
    },
  ];
  const rows: { name: string; result: OpenLoadResult }[] = [];
  try {
    for (const run of runs) {
      // Warm-up: JIT, pool, plans.
      await openLoad({ origin: address, rate: 50, durationS: 1, units: run.units });
      const result = await openLoad({
        origin: address,
        rate: TARGET_RATE,
        durationS: DURATION_S,
        units: run.units,
      });
      assertAllOk(run.name, result);
      const latency = result.steps[0]!.fromIntended;
      console.log(
        `${run.name}  p50 ${latency.p50.toFixed(1)} ms  p99 ${latency.p99.toFixed(1)} ms`,
      );
      rows.push({ name: run.name, result });
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
const loadAtStart = loadLine();
const measured = await withPostgres(url, measure);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const p99Of = (prefix: string) =>
  measured.rows.find((r) => r.name.startsWith(prefix))?.result.steps[0]?.fromIntended.p99 ?? NaN;
const searchP99 = p99Of('GET /api/users/list?search');
const firstPageP99 = p99Of(`GET /api/users/list?limit=`);
const baselineP99 = p99Of('GET /api/users/me');
const verdict = (name: string, p99: number) =>
  `- ${name}: p99 ${ms(p99)} (${p99 <= BUDGET_MS ? 'meets' : 'misses'} ≤ ${BUDGET_MS} ms); ` +
  `${(p99 / Math.max(baselineP99, 0.1)).toFixed(1)} × the baseline's p99 in the same run.`;
const report = [
  '## Benchmark: the users directory',
  '',
  `Written by \`npm run bench:users -w packages/server\` (packages/server/bench/users.bench.ts) on ` +
    `${machineLine(loadAtStart)}, PostgreSQL. ` +
    `${measured.users.toLocaleString('en')} users (${FAMILIES.toLocaleString('en')} parents and ` +
    `their children; 60 % of parents PUBLIC, 20 % FRIENDS, 20 % PRIVATE); each call held at ` +
    `${TARGET_RATE} req/s for ${DURATION_S} s by the open-model generator (bench/open-load.ts: ` +
    `each latency from the request's intended send time, so coordinated omission is not possible).`,
  '',
  '- Search terms in turn: ' +
    terms.map((t) => `\`${t}\``).join(', ') +
    '. Each answer is the ' +
    'first page in name order and the total of matches, both computed by PostgreSQL over the ' +
    'partial trigram indexes of drizzle/0011 (listed users only) and the family read by parent id.',
  '- Without a term the total is the count of listed users a trigger keeps in one row ' +
    "(directory_counts, drizzle/0025), less the family's listed members, plus the family " +
    'members the viewer sees.',
  '- The baseline row (GET /api/users/me) is measured in the same run: its p99 says what the ' +
    "machine's load alone does to a cheap call at this rate.",
  '',
  '| Call | Answered/s | p50 | p99 | Requests | Generator late, p99 | CPU per request |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...measured.rows.map(({ name, result: r }) => {
    const l = r.steps[0]!.fromIntended;
    return `| ${name} | ${Math.round(r.achievedRate)} | ${ms(l.p50)} | ${ms(l.p99)} | ${r.answered} | ${ms(r.late.p99)} | ${ms(r.cpuMsPerUnit)} |`;
  }),
  '',
  `Budget: search p99 ≤ ${BUDGET_MS} ms at ${TARGET_RATE} req/s, the first page without a term included.`,
  '',
  verdict('Search', searchP99),
  verdict('First page without a term', firstPageP99),
].join('\n');
writeSection('users', report);
console.log(`\n${report}`);
