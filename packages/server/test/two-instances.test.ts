import { afterAll, describe, expect, inject, it } from 'vitest';
import { newFamily } from './helper';
import { recordProof } from './proof-results';
import { RedisServer } from './redis-server';
import { freePort, type Server, startServer, waitFor } from './spawned-server';

/**
 * Two server processes on one PostgreSQL and one Redis, as behind a load balancer: a change
 * made through one is read through the other at once (the board cache is keyed by the board's
 * version in the database, not held per process), the family's password limit counts across
 * both, and killing one in the middle of requests loses nothing the other cannot read.
 */
const postgresUrl = inject('postgresUrl');
const LIMIT = 6;

interface Instance {
  server: Server;
  base: string;
}

async function call(
  instance: Instance,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${instance.base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

type BoardItem = { item_id: number; title: string; job_status: string; goal_id?: number };
const board = async (instance: Instance, token: string) =>
  ((await call(instance, 'GET', '/api/backlog', token)).body as { items: BoardItem[] }).items;

if (postgresUrl) {
  describe('two server instances on one PostgreSQL and one Redis', () => {
    let redis: RedisServer;
    const instances: Instance[] = [];
    afterAll(async () => {
      for (const { server } of instances)
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await redis?.stop();
    });

    async function start(): Promise<Instance> {
      const port = await freePort();
      const server = startServer({
        PORT: String(port),
        DATABASE_URL: postgresUrl ?? '',
        REDIS_URL: redis.url,
        AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      });
      const instance = { server, base: `http://127.0.0.1:${port}` };
      instances.push(instance);
      await waitFor(server, 'is running at');
      return instance;
    }

    it('share every change at once, hold one password limit, and lose nothing when one is killed', async () => {
      redis = new RedisServer(await freePort());
      await redis.start();
      const [a, b] = await Promise.all([start(), start()]);
      if (!a || !b) throw new Error('two instances did not start');

      // Signed up through one, signed in through the other.
      const family = newFamily();
      expect((await call(a, 'POST', '/api/users/register', undefined, family)).status).toBe(201);
      const kid = await call(b, 'POST', '/api/users/login', undefined, {
        email: `${family.username}_kid`,
        password: family.password,
      });
      expect(kid.status).toBe(200);
      const token = String(kid.body.token);

      // Each change through one instance is on the other's next read: both have read (and
      // cached) the board before every change.
      let seenAtOnce = 0;
      for (let round = 0; round < 10; round += 1) {
        const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
        await board(reader, token);
        const goal = await call(writer, 'POST', '/api/backlog/goals', token, {
          title: `Goal ${round}`,
        });
        expect(goal.status).toBe(201);
        const task = await call(writer, 'POST', '/api/backlog/task', token, {
          title: `Task ${round}`,
          goal_id: goal.body.item_id,
        });
        await board(writer, token);
        const moved = await call(
          reader,
          'PUT',
          `/api/backlog/task/${String(task.body.item_id)}`,
          token,
          {
            job_status: 'OPEN',
          },
        );
        expect(moved.status).toBe(200);
        const seenByWriter = await board(writer, token);
        const seenByReader = await board(reader, token);
        for (const items of [seenByWriter, seenByReader]) {
          expect(items.find((i) => i.item_id === goal.body.item_id)?.title).toBe(`Goal ${round}`);
          expect(items.find((i) => i.item_id === task.body.item_id)?.job_status).toBe('OPEN');
        }
        seenAtOnce += 1;
      }

      // The family's password limit holds across both: wrong guesses alternate between them.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LIMIT * 2; attempt += 1) {
        const instance = attempt % 2 === 0 ? a : b;
        const guess = await call(instance, 'POST', '/api/users/login', undefined, {
          email: family.email,
          password: `wrong guess ${attempt}`,
        });
        statuses.push(guess.status);
      }
      const allowed = statuses.filter((s) => s === 401).length;
      expect(allowed).toBeLessThanOrEqual(LIMIT);
      expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));

      // One instance killed while writes stream through both: every acknowledged write is read
      // through the survivor.
      const acknowledged: string[] = [];
      const stream = async (instance: Instance, name: string) => {
        for (let n = 0; ; n += 1) {
          const title = `${name} ${n}`;
          try {
            const goal = await call(instance, 'POST', '/api/backlog/goals', token, { title });
            if (goal.status !== 201) throw new Error(`goal answered ${goal.status}`);
            acknowledged.push(title);
          } catch (error) {
            if (instance === b) return;
            throw error;
          }
          if (n >= 30 && instance === a) return;
        }
      };
      const writes = Promise.all([stream(a, 'through a'), stream(b, 'through b')]);
      while (!acknowledged.some((t) => t.startsWith('through b 5'))) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      b.server.child.kill('SIGKILL');
      await b.server.exited;
      await writes;
      const survivor = new Set((await board(a, token)).map((i) => i.title));
      const lost = acknowledged.filter((title) => !survivor.has(title));
      expect(lost).toEqual([]);

      recordProof('two-instances', {
        'changes read through the other instance at once': `${seenAtOnce} of 10 rounds`,
        'wrong passwords allowed across both (limit)': `${allowed} (${LIMIT} a minute)`,
        'writes acknowledged while one instance was killed': acknowledged.length,
        'acknowledged writes missing on the survivor': lost.length,
      });
    }, 600_000);
  });
}
