/**
 * Live updates at scale (issue #28 item 4): one server holds STREAMS open event streams (the
 * family's tabs) and its memory is read before and after they open; then board changes are made
 * at CHANGES_PER_S for SECONDS and each is timed from its intended send time (an open model: a
 * slow answer does not delay the next change) to its arrival on every stream of its family.
 * Then two server processes on one PostgreSQL: streams on one, changes through the other.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../../scripts/builds.mjs';
import { withScratchDatabase } from './bench-support';
import { machineLine, loadLine } from './machine';
import { writeSection } from './results-file';
import { call, newFamily, settledRssMb, startServer, type Running } from './server-process';

const FAMILIES = 200;
const TABS_PER_FAMILY = 5;
const STREAMS = FAMILIES * TABS_PER_FAMILY;
const CHANGES_PER_S = 50;
const SECONDS = 20;
const budgets = { memoryMb: 50, p99Ms: 1000 };
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

interface Family {
  token: string;
  taskId: number;
}

/** Signs up `count` families, each with one goal and one task to rename. */
async function families(base: string, prefix: string, count: number): Promise<Family[]> {
  const made: Family[] = [];
  for (let i = 0; i < count; i += 1) {
    const token = await newFamily(base, `${prefix}${i}`);
    const goal = await call<{ id: number }>(base, 'POST', '/api/backlog/goals', token, {
      title: 'Feed the pets',
    });
    const task = await call<{ id: number }>(base, 'POST', '/api/backlog/task', token, {
      title: 'Feed the fish',
      goal_id: goal.id,
    });
    made.push({ token, taskId: task.id });
  }
  return made;
}

/** Arrivals of `task.renamed` events by new title, on every open stream. */
type Arrivals = Map<string, number[]>;

/** Opens one stream for the family's session; resolves once the server has answered. */
async function openStream(base: string, token: string, arrivals: Arrivals) {
  const { ticket } = await call<{ ticket: string }>(base, 'POST', '/api/events/ticket', token);
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(`${base}/api/events?ticket=${ticket}`, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data || !block.includes('event: change')) continue;
          const event = JSON.parse(data) as { kind: string; data: { title?: string } };
          if (event.kind !== 'task.renamed' || !event.data.title) continue;
          const list = arrivals.get(event.data.title) ?? [];
          list.push(performance.now());
          arrivals.set(event.data.title, list);
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

interface FanOut {
  changes: number;
  deliveries: number;
  expected: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failedWrites: number;
}

/** CHANGES_PER_S renames for SECONDS through `writeBase`, timed to their arrival on the streams. */
async function fanOut(writeBase: string, fams: Family[], arrivals: Arrivals): Promise<FanOut> {
  const total = CHANGES_PER_S * SECONDS;
  const intended = new Map<string, number>();
  const start = performance.now() + 100;
  let failedWrites = 0;
  const writes: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const at = start + (i * 1000) / CHANGES_PER_S;
    const title = `Change ${i}`;
    intended.set(title, at);
    const family = fams[i % fams.length]!;
    writes.push(
      new Promise<void>((resolve) => {
        setTimeout(
          () => {
            call(writeBase, 'PUT', `/api/backlog/task/${family.taskId}`, family.token, { title })
              .catch(() => (failedWrites += 1))
              .finally(resolve);
          },
          Math.max(0, at - performance.now()),
        );
      }),
    );
  }
  await Promise.all(writes);
  // Whatever is still on its way.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const latencies: number[] = [];
  for (const [title, at] of intended) {
    for (const arrived of arrivals.get(title) ?? []) latencies.push(arrived - at);
  }
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    changes: total,
    deliveries: latencies.length,
    expected: total * TABS_PER_FAMILY,
    p50: pick(0.5),
    p95: pick(0.95),
    p99: pick(0.99),
    max: latencies.at(-1) ?? NaN,
    failedWrites,
  };
}

const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', SIGNUP_LIMIT_PER_HOUR: '100000' };

async function embedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-live-'));
  let server: Running | undefined;
  try {
    server = await startServer({ DATA_DIR: dataDir, ...limits });
    const fams = await families(server.base, 'live', FAMILIES);
    const before = await settledRssMb(server.child);
    const arrivals: Arrivals = new Map();
    const streams: http.ClientRequest[] = [];
    for (const family of fams) {
      for (let tab = 0; tab < TABS_PER_FAMILY; tab += 1) {
        streams.push(await openStream(server.base, family.token, arrivals));
      }
    }
    const after = await settledRssMb(server.child);
    const result = await fanOut(server.base, fams, arrivals);
    for (const stream of streams) stream.destroy();
    return { before, after, result };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const TWO_INSTANCE_FAMILIES = 50;

/** Streams on one server, changes through another, one PostgreSQL between them. */
async function twoInstances(adminUrl: string) {
  return withScratchDatabase(adminUrl, async (databaseUrl) => {
    const a = await startServer({ DATABASE_URL: databaseUrl, ...limits });
    const b = await startServer({ DATABASE_URL: databaseUrl, ...limits });
    try {
      const fams = await families(b.base, 'pair', TWO_INSTANCE_FAMILIES);
      const arrivals: Arrivals = new Map();
      const streams: http.ClientRequest[] = [];
      for (const family of fams) {
        for (let tab = 0; tab < TABS_PER_FAMILY; tab += 1) {
          streams.push(await openStream(a.base, family.token, arrivals));
        }
      }
      const result = await fanOut(b.base, fams, arrivals);
      for (const stream of streams) stream.destroy();
      return result;
    } finally {
      await a.stop();
      await b.stop();
    }
  });
}

const ms = (n: number) => `${Math.round(n)} ms`;
const row = (name: string, r: FanOut) =>
  `| ${name} | ${r.changes.toLocaleString('en')} | ${r.deliveries.toLocaleString('en')} of ${r.expected.toLocaleString('en')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.p99 <= budgets.p99Ms && r.deliveries === r.expected ? 'meets' : 'misses'} |`;

async function main() {
  if (!buildIfStale('server', { stdio: 'inherit' })) throw new Error('the server build failed');
  const loadAtStart = loadLine();
  const local = await embedded();
  const pair = postgresUrl ? await twoInstances(postgresUrl) : undefined;
  const grew = local.after - local.before;
  const markdown = [
    '## Benchmark: live updates (event streams)',
    '',
    `Written by \`npm run bench -w packages/server\` (packages/server/bench/live.bench.ts) on ${machineLine(loadAtStart)}.`,
    '',
    `The compiled server as \`npm start\` runs it, on the embedded database. ${FAMILIES} families, each with ${TABS_PER_FAMILY} open tabs: ${STREAMS.toLocaleString('en')} event streams (\`GET /api/events\`, each opened with its own ticket), read by one client process over 127.0.0.1. Memory: the server's resident memory (VmRSS) after 5 s without requests, before the streams open and with all of them open. Fan-out: ${CHANGES_PER_S} board changes a second for ${SECONDS} s (task renames, each family's task in turn, sent at fixed times whatever the answers: an open model), each timed from its intended send time to its arrival on each of its family's ${TABS_PER_FAMILY} streams; the server writes the change, its trigger writes the event in the same transaction, NOTIFY wakes the server's listener at commit, and the stream sends it. Cold or warm does not apply: every change is new.`,
    '',
    '| Resident memory | Before the streams | With them open | Growth | Budget | |',
    '|---|---:|---:|---:|---:|---|',
    `| ${STREAMS.toLocaleString('en')} open streams | ${local.before} MB | ${local.after} MB | +${grew} MB | ≤ +${budgets.memoryMb} MB | ${grew <= budgets.memoryMb ? 'meets' : 'misses'} |`,
    '',
    '| Fan-out | Changes | Deliveries | p50 | p95 | p99 | Max | Budget p99 ≤ 1 s, none lost |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    row(`one server, embedded, ${STREAMS.toLocaleString('en')} streams`, local.result),
    pair
      ? row(
          `two servers on one PostgreSQL: ${TWO_INSTANCE_FAMILIES * TABS_PER_FAMILY} streams on one, changes through the other`,
          pair,
        )
      : '| two servers on one PostgreSQL | not run: set TEST_DATABASE_URL or DATABASE_URL | | | | | | |',
    '',
    `Failed writes: ${local.result.failedWrites}${pair ? ` (embedded), ${pair.failedWrites} (two servers)` : ''}. The client that reads the streams runs on the same 2 cores as the server, so the figures include its own parsing.`,
  ].join('\n');
  writeSection('live', markdown);
  console.log(markdown);
}

await main();
