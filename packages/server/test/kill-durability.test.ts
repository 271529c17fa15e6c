import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newFamily } from './helper';
import { recordProof } from './proof-results';
import { freePort, type Server, startServer, waitFor } from './spawned-server';

/**
 * Kill -9 durability: a client streams writes (goals, tasks, moves) while the server process is
 * killed with SIGKILL KILLS times and started again on the same data. Every write the server
 * acknowledged must be there at the end, and every restart must open the database cleanly.
 */
const KILLS = 20;
/**
 * A family's server back after a power cut: each restart (spawn to "is running at") is measured
 * and recorded beside the machine's load, against this budget, as a benchmark figure rather
 * than an assertion. A restart is CPU work (about 1.5 s of it: Node loading the server's modules,
 * PGlite compiling its WebAssembly and opening the cluster, the seed, the app's routes), not a
 * wait: after a kill -9 it opens as fast as after a clean stop (no stale-lock wait, PostgreSQL's
 * recovery replays the few writes since its last checkpoint). So the figure follows the machine:
 * a median of 1.5 s at a load of 3 on this 2-core machine, 7.7 s at a load of 19 while other
 * suites ran, 11.7 s in one earlier full run. A timed assertion would fail with the neighbours'
 * load; bench/results.md keeps the figure with the load it was measured at.
 */
const RESTART_BUDGET_MS = 3_000;
const TASKS_PER_GOAL = 4;
const STATUSES = ['NEW', 'OPEN', 'CLOSED'] as const;
type Status = (typeof STATUSES)[number];

interface Acknowledged {
  goals: Map<number, string>;
  tasks: Map<number, { title: string; goalId: number }>;
  /** Per task: its last acknowledged status, and statuses sent after it with no answer. */
  moves: Map<number, { acked: Status; unanswered: Status[] }>;
  writes: number;
  moved: number;
}

class ServerGone extends Error {}

/** A write the server may or may not have made: the connection died with the process. */
async function send(base: string, token: string, method: string, url: string, body: unknown) {
  let response: Response;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ServerGone();
  }
  const text = await response.text().catch(() => {
    throw new ServerGone();
  });
  if (response.status >= 300)
    throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Moves one of the tasks written so far one column on; recorded once acknowledged. */
async function moveOne(base: string, token: string, ack: Acknowledged, pick: number) {
  const taskIds = [...ack.tasks.keys()];
  const taskId = taskIds[pick % taskIds.length] as number;
  const move = ack.moves.get(taskId) as { acked: Status; unanswered: Status[] };
  const next = STATUSES[(STATUSES.indexOf(move.acked) + 1) % STATUSES.length] as Status;
  move.unanswered.push(next);
  await send(base, token, 'PUT', `/api/backlog/task/${taskId}`, { job_status: next });
  ack.moves.set(taskId, { acked: next, unanswered: [] });
  ack.writes += 1;
  ack.moved += 1;
}

/** Writes until the server goes away; each acknowledged one is recorded before the next. */
async function streamWrites(base: string, token: string, ack: Acknowledged, round: number) {
  for (let step = 1; ; step += 1) {
    const title = `round ${round} goal ${step}`;
    const goal = await send(base, token, 'POST', '/api/backlog/goals', { title, tasks: [] });
    const goalId = Number(goal.item_id);
    ack.goals.set(goalId, title);
    ack.writes += 1;
    // A task, then a move across the board (of this goal's tasks or older ones), in turn.
    for (let n = 0; n < TASKS_PER_GOAL; n += 1) {
      const taskTitle = `${title} task ${n}`;
      const task = await send(base, token, 'POST', '/api/backlog/task', {
        title: taskTitle,
        goal_id: goalId,
      });
      const taskId = Number(task.item_id);
      ack.tasks.set(taskId, { title: taskTitle, goalId });
      ack.moves.set(taskId, { acked: 'NEW', unanswered: [] });
      ack.writes += 1;
      await moveOne(base, token, ack, step * 7 + n * 13);
    }
  }
}

async function runKills(env: Record<string, string>, label: 'pglite' | 'postgres') {
  const servers: Server[] = [];
  const start = async () => {
    const port = await freePort();
    const server = startServer({ ...env, PORT: String(port) });
    servers.push(server);
    await waitFor(server, 'is running at');
    return { server, base: `http://127.0.0.1:${port}` };
  };
  try {
    let { server, base } = await start();
    const family = newFamily();
    const registered = await fetch(`${base}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(family),
    });
    expect(registered.status).toBe(201);
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${family.username}_kid`, password: family.password }),
    });
    const { token } = (await login.json()) as { token: string };

    const ack: Acknowledged = {
      goals: new Map(),
      tasks: new Map(),
      moves: new Map(),
      writes: 0,
      moved: 0,
    };
    const restarts: number[] = [];
    for (let round = 1; round <= KILLS; round += 1) {
      const writing = streamWrites(base, token, ack, round).catch((error: unknown) => {
        if (!(error instanceof ServerGone)) throw error;
      });
      // Killed mid-stream, at a different moment each round: once it has written a little.
      const writesBefore = ack.writes;
      const deadline = Date.now() + 60_000;
      while (ack.writes < writesBefore + 4 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, (round * 137) % 300));
      server.child.kill('SIGKILL');
      await server.exited;
      await writing;
      const began = Date.now();
      ({ server, base } = await start());
      restarts.push(Date.now() - began);
      if (label === 'pglite') expect(server.output()).toContain('Opening the embedded database');
      const health = await fetch(`${base}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    }

    // Everything acknowledged is there: every goal, every task under its goal, every move.
    const board = await fetch(`${base}/api/backlog`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (await board.json()) as {
      items: { item_id: number; title: string; goal_id?: number; job_status: Status }[];
    };
    // Tasks carry their goal's id; goals do not.
    const goals = new Map(items.filter((i) => i.goal_id === undefined).map((i) => [i.item_id, i]));
    const tasks = new Map(items.filter((i) => i.goal_id !== undefined).map((i) => [i.item_id, i]));
    const missing: string[] = [];
    for (const [id, title] of ack.goals) {
      if (goals.get(id)?.title !== title) missing.push(`goal ${id} "${title}"`);
    }
    for (const [id, { title, goalId }] of ack.tasks) {
      const item = tasks.get(id);
      if (item?.title !== title || item.goal_id !== goalId) missing.push(`task ${id} "${title}"`);
      const move = ack.moves.get(id);
      if (item && move && ![move.acked, ...move.unanswered].includes(item.job_status)) {
        missing.push(`task ${id} is ${item.job_status}, acknowledged ${move.acked}`);
      }
    }
    expect(missing).toEqual([]);
    expect(ack.writes).toBeGreaterThanOrEqual(KILLS * 4);
    expect(ack.moved).toBeGreaterThanOrEqual(KILLS);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const sorted = [...restarts].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] as number;
    const figures = {
      SIGKILLs: KILLS,
      'acknowledged writes': ack.writes,
      'goals / tasks / moves checked': `${ack.goals.size} / ${ack.tasks.size} / ${ack.moved}`,
      'acknowledged writes missing afterwards': missing.length,
      'restarts that opened cleanly': `${restarts.length} of ${KILLS}`,
      'restart to ready, median ms': median,
      'restart to ready, fastest / slowest ms': `${sorted[0]} / ${sorted.at(-1)}`,
      'machine load while measured (1, 5, 15 min)': os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / '),
      // The budget is the embedded server's: a family's own machine after a power cut.
      ...(label === 'pglite'
        ? {
            [`restart budget ≤ ${RESTART_BUDGET_MS / 1000} s (median)`]:
              median <= RESTART_BUDGET_MS ? 'meets' : 'misses',
          }
        : {}),
    };
    console.log(`kill -9 ${label}: ${JSON.stringify(figures)}`);
    recordProof(`kill9-${label}`, figures);
  } finally {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  }
}

describe('kill -9 durability', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-kill-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps every acknowledged write through ${KILLS} SIGKILLs on the embedded database`, async () => {
    await runKills({ DATA_DIR: dataDir }, 'pglite');
  }, 900_000);
});

const postgresUrl = inject('postgresUrl');
if (postgresUrl) {
  describe('kill -9 durability on PostgreSQL', () => {
    it(`keeps every acknowledged write through ${KILLS} SIGKILLs`, async () => {
      await runKills({ DATABASE_URL: postgresUrl }, 'postgres');
    }, 900_000);
  });
}
