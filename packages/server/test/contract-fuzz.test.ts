import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../src/plugins/route-table';
import { sessionsRepository } from '../src/repositories/sessions-repository';
import { hashToken, newToken } from '../src/security/tokens';
import { watchTables } from './database-state';
import { planRequests, type FuzzRequest } from './fuzz/fuzz-plan';
import { randomSource, routeInputs, type Hints } from './fuzz/request-generator';
import { recordProof } from './proof-results';
import {
  backends,
  bearer,
  createTestApp,
  newFamily,
  queryRows,
  register,
  type Backend,
  type TestApp,
} from './helper';

/**
 * Fuzz from the contract: every route of the route table gets REQUESTS_PER_ROUTE requests
 * generated from its zod schemas (valid, boundary and hostile). None may answer 5xx; a request
 * that breaks the contract must be refused; and no refused request may change a row of any
 * table (every table is watched around each one). PGlite is driven through
 * app.inject, PostgreSQL over real HTTP.
 */
const REQUESTS_PER_ROUTE = 1000;

/** Routes whose success goes on writing after the answer. */
const MAILS_AFTER_ANSWER = new Set(['POST /api/users/forgot-password']);

interface Member {
  id: number;
  username: string;
  token: string;
}

interface Fixture {
  email: string;
  password: string;
  parent: Member & { sessionId: number };
  kid: Member;
  goalId: number;
  taskId: number;
  themeId: string;
}

interface Answer {
  status: number;
  body: string;
}

type Transport = (request: FuzzRequest, token: string | undefined) => Promise<Answer>;

const freshName = () => `f${randomBytes(5).toString('hex')}`;

function seedOf(backend: Backend, route: RouteTableEntry): number {
  return createHash('sha256')
    .update(`${backend} ${route.method} ${route.url}`)
    .digest()
    .readUInt32LE(0);
}

describe.each(backends)('contract fuzz on %s', (backend) => {
  const overHttp = backend === 'postgres';
  let t: TestApp;
  let transport: Transport;
  /** The tables changed since it was last called. */
  let changedSince: () => Promise<string[]>;

  async function memberId(username: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      t.database,
      sql`select id from users where username = ${username}`,
    );
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  }

  /**
   * A session for `userId` written as login writes it, without login's password hash: the fuzz
   * needs hundreds of fresh sessions (every successful logout ends one).
   */
  async function openSession(userId: number): Promise<{ token: string; sessionId: number }> {
    const token = newToken();
    const row = await sessionsRepository(t.database.db).insert({
      tokenHash: hashToken(token),
      userId,
      device: 'Desktop',
      browser: 'Fuzz',
    });
    return { token, sessionId: row.id };
  }

  async function makeFixture(): Promise<Fixture> {
    const family = await register(t.app, newFamily());
    const kidName = `${family.username}_kid`;
    const parentId = await memberId(family.username);
    const kidId = await memberId(kidName);
    const parentSession = await openSession(parentId);
    const kidSession = await openSession(kidId);
    const call = async (url: string, payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(kidSession.token),
        payload,
      });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
      return response.json<Record<string, unknown>>();
    };
    const goal = await call('/api/backlog/goals', { title: 'Fuzz goal', tasks: [] });
    const task = await call('/api/backlog/task', { title: 'Fuzz task', goal_id: goal.item_id });
    const theme = await call('/api/backlog/custom-themes', {
      name: 'Fuzz theme',
      description: 'Generated',
      categories: [{ name: 'Play', icon: '🎲', color: 'red' }],
    });
    return {
      email: family.email,
      password: family.password,
      parent: { id: parentId, username: family.username, ...parentSession },
      kid: { id: kidId, username: kidName, token: kidSession.token },
      goalId: Number(goal.item_id),
      taskId: Number(task.item_id),
      themeId: String(theme.theme_id),
    };
  }

  /**
   * After a success that ended the caller's session: a new session for the same account, or a
   * new family when the account is gone or its password changed.
   */
  async function revive(route: RouteTableEntry, fixture: Fixture): Promise<Fixture> {
    const caller = callerOf(route, fixture);
    if (!caller) return fixture;
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(caller.token) });
    if (me.statusCode !== 401) return fixture;
    const [exists] = await queryRows<{ id: number }>(
      t.database,
      sql`select id from users where id = ${caller.id}`,
    );
    if (!exists || /password|delete|remove-child/.test(route.url)) return makeFixture();
    const { token } = await openSession(caller.id);
    return caller === fixture.kid
      ? { ...fixture, kid: { ...fixture.kid, token } }
      : { ...fixture, parent: { ...fixture.parent, token } };
  }

  /** Valid values for fields whose rules the schema alone does not give. */
  function hintsFor(
    route: RouteTableEntry,
    fixture: Fixture,
    random: ReturnType<typeof randomSource>,
  ): Hints {
    const onTask = route.url.includes('/task');
    const texts: Record<string, () => string> = {
      email: () => random.pick([fixture.email, `${freshName()}@example.com`]),
      username: freshName,
      child_username: () => random.pick([freshName(), fixture.kid.username]),
      target_username: () => random.pick([fixture.kid.username, fixture.parent.username]),
      password: () => random.pick([fixture.password, 'wrong password 9']),
      confirmPassword: () => fixture.password,
      current_password: () => random.pick([fixture.password, 'wrong password 9']),
      parent_password: () => random.pick([fixture.password, 'wrong password 9']),
      new_password: () => 'a different phrase 42',
      confirmation_text: () => random.pick(['DELETE MY ACCOUNT', 'DELETE MY']),
      token: () => randomBytes(32).toString('base64url'),
      icon: () => random.pick(['🎲', '🦖', '⭐']),
      tag: () => 'study-support',
      url_id: () => 'studysupport',
      theme_id: () => random.pick([fixture.themeId, 'GENERAL']),
      new_flavor: () => random.pick([fixture.themeId, 'GENERAL', 'SPORTS']),
      timezone: () => random.pick(['Europe/Berlin', 'UTC']),
      goal: () => random.pick(['Tidy my room', 'Learn to ride a bike']),
    };
    const integers: Record<string, () => number> = {
      goalId: () => fixture.goalId,
      goal_id: () => fixture.goalId,
      itemId: () => (onTask ? fixture.taskId : fixture.goalId),
      item_id: () => (onTask ? fixture.taskId : fixture.goalId),
      tasks: () => fixture.taskId,
      goal_ids: () => fixture.goalId,
      user_id: () => (route.url.startsWith('/api/users') ? fixture.parent.id : fixture.kid.id),
      userId: () => fixture.kid.id,
      sessionId: () => fixture.parent.sessionId,
      birth_year: () => 1988,
      child_birth_year: () => 2016,
      age: () => 6,
      days: () => 7,
      limit: () => 5,
      page: () => 1,
    };
    return {
      text: (field) => texts[field]?.(),
      integer: (field) => integers[field]?.(),
    };
  }

  /** Whose token the route is called with: the kid on its board, the parent on its account. */
  function callerOf(route: RouteTableEntry, fixture: Fixture): Member | undefined {
    if (route.auth === 'parent') return fixture.parent;
    if (route.auth === 'user') {
      return route.url.startsWith('/api/users/') ? fixture.parent : fixture.kid;
    }
    return undefined;
  }

  const injectTransport: Transport = async (request, token) => {
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };

  function httpTransport(baseUrl: string): Transport {
    return async (request, token) => {
      try {
        const response = await fetch(`${baseUrl}${request.url}`, {
          method: request.method,
          headers: {
            ...(token ? bearer(token) : {}),
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
          },
          ...(request.body !== undefined ? { body: request.body } : {}),
        });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        // Node closes the connection of a request whose headers exceed its limit before any
        // answer (a megabyte in the query string): a refusal at the HTTP layer, not a 5xx.
        return { status: 0, body: String((error as Error).cause ?? error) };
      }
    };
  }

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { isolated: true });
    changedSince = await watchTables(t.database);
    if (overHttp) {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      transport = httpTransport(address);
    } else {
      transport = injectTransport;
    }
  });
  afterAll(() => t.close());

  it(`answers ${REQUESTS_PER_ROUTE} generated requests per route with no 5xx, and refusals change nothing`, async () => {
    const document = t.app.swagger() as Parameters<typeof routeInputs>[0];
    const routes = t.app.routeTable;
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let refused = 0;

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const inputs = routeInputs(document, route.method, route.url);
      const seed = seedOf(backend, route);
      const random = randomSource(seed);
      let fixture = await makeFixture();
      const plan = planRequests(
        route,
        inputs,
        random,
        hintsFor(route, fixture, random),
        REQUESTS_PER_ROUTE,
      );
      const tokenNow = () => callerOf(route, fixture)?.token;
      const note = (request: FuzzRequest, answer: Answer, what: string) => {
        if (problems.length < 40) {
          problems.push(
            `${key} [${request.kind}] ${what} (seed ${seed}): ${answer.status} ${answer.body.slice(0, 200)} ` +
              `for ${request.url.slice(0, 200)} ${request.body?.slice(0, 200) ?? ''}`,
          );
        }
      };
      const count = (answer: Answer) => {
        sent += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) return false;
        if (answer.status < 400) return true;
        refused += 1;
        return true;
      };

      // The requests that break the contract go first, in one stretch watched as a whole:
      // the caller's session is still alive, so each reaches the route's own checks.
      const mustRefuse = plan.filter((r) => r.mustRefuse);
      await changedSince();
      for (const request of mustRefuse) {
        const answer = await transport(request, tokenNow());
        if (!count(answer)) note(request, answer, 'failed with a server error');
        else if (answer.status !== 0 && answer.status < 400) {
          note(request, answer, 'was accepted although it breaks the contract');
        }
      }
      const changed = await changedSince();
      if (changed.length) {
        problems.push(`${key}: contract-breaking requests changed ${changed.join(', ')}`);
      }

      // Valid, boundary and hostile-but-acceptable requests, the tables watched around each.
      for (const request of plan.filter((r) => !r.mustRefuse)) {
        const answer = await transport(request, tokenNow());
        if (!count(answer)) note(request, answer, 'failed with a server error');
        const diff = await changedSince();
        if ((answer.status >= 400 || answer.status === 0) && diff.length) {
          note(request, answer, `was refused but changed ${diff.join(', ')}`);
        } else if (answer.status < 400 && MAILS_AFTER_ANSWER.has(key)) {
          // Its mail is written to the outbox after the answer (so timing reveals no account):
          // wait for the tables to settle, so that write is not charged to the next request.
          for (let quiet = 0; quiet < 3;) {
            await new Promise((resolve) => setTimeout(resolve, 25));
            quiet = (await changedSince()).length ? 0 : quiet + 1;
          }
        } else if (answer.status < 400 && request.method !== 'GET') {
          // A success may end the caller's session (logout, password change, deletion).
          const revived = await revive(route, fixture);
          if (revived !== fixture) {
            fixture = revived;
            await changedSince();
          }
        }
      }
    }

    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * REQUESTS_PER_ROUTE);
    // The plan reached the routes' own work, not only their refusals.
    expect(sent - refused).toBeGreaterThan(routes.length * 20);
    recordProof(`fuzz-${backend}`, {
      backend,
      transport: overHttp ? 'real HTTP' : 'app.inject',
      routes: routes.length,
      requests: sent,
      refused,
      statuses: Object.fromEntries(byStatus),
    });
  }, 1_200_000);
});
