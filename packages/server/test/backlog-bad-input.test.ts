import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { seedDatabase } from '../src/db/seed';
import {
  backends,
  bearer,
  createTestApp,
  login,
  queryRows,
  register,
  type TestApp,
} from './helper';
import { withoutMessageId } from './failure-answer';

/** Bad input on the board and task breaker routes: 4xx with a `detail`, never a 500, no change. */
interface BadRequest {
  kind: string;
  payload: string;
  contentType?: string;
}

const oversized = JSON.stringify({ title: 'x'.repeat(BODY_LIMIT_BYTES) });
const json = (value: unknown) => JSON.stringify(value);

/** Malformed bodies every JSON route must refuse. */
const malformed: BadRequest[] = [
  { kind: 'malformed JSON', payload: '{"title": "a",' },
  { kind: 'JSON that is not an object', payload: '["a", "b"]' },
  { kind: 'a JSON string', payload: '"hello"' },
  { kind: 'JSON null', payload: 'null' },
  { kind: 'an empty body', payload: '' },
  { kind: 'a body over 100 KB', payload: oversized },
  { kind: 'a body that is not JSON', payload: 'title=a', contentType: 'text/plain' },
  {
    kind: 'a form-encoded body',
    payload: 'title=a',
    contentType: 'application/x-www-form-urlencoded',
  },
];

const asText = [12345, { $ne: null }, ['a'], true];
const asId = ['abc', -1, 0, 1.5, 99_999_999_999, { $gt: 0 }, [1], true];

/** Each field's bad values, put into an otherwise valid body. */
function fieldCases(valid: Record<string, unknown>, bad: Record<string, unknown[]>): BadRequest[] {
  return Object.entries(bad).flatMap(([field, values]) =>
    values.map((value) => ({
      kind: `${field} = ${json(value) ?? 'missing'}`,
      payload: json({ ...valid, [field]: value }),
    })),
  );
}

describe.each(backends)('bad input on the board on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let goalId: number;
  let taskId: number;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { isolated: true });
    await seedDatabase(t.database.db);
    const family = await register(t.app);
    token = (await login(t.app, family.email, family.password)).token;
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/goals',
      headers: bearer(token),
      payload: { title: 'Tidy my room' },
    });
    goalId = goal.json<{ id: number }>().id;
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: bearer(token),
      payload: { title: 'Toys in the box', goal_id: goalId },
    });
    taskId = task.json<{ id: number }>().id;
  });
  afterAll(() => t.close());

  /** Everything the board and the allowance hold. */
  async function snapshot() {
    const [row] = await queryRows<Record<string, unknown>>(
      t.database,
      sql`select (select count(*)::int from goals) as goals,
                 (select count(*)::int from tasks) as tasks,
                 (select string_agg(title || job_status || coalesce(position::text, '-') || updated_at::text, ',' order by id) from goals) as goal_rows,
                 (select string_agg(title || job_status || goal_id::text || updated_at::text, ',' order by id) from tasks) as task_rows,
                 (select coalesce(sum(tokens_used), 0)::int from ai_usage) as tokens,
                 (select coalesce(sum(requests_made), 0)::int from ai_usage) as requests`,
    );
    return row;
  }

  async function expectRefused(
    method: 'POST' | 'PUT' | 'GET' | 'DELETE',
    url: string,
    bad?: BadRequest,
  ) {
    const before = await snapshot();
    const response = await t.app.inject({
      method,
      url,
      ...(bad ? { payload: bad.payload } : {}),
      headers: {
        ...(bad ? { 'content-type': bad.contentType ?? 'application/json' } : {}),
        ...bearer(token),
      },
    });
    expect([400, 404, 413, 415, 422]).toContain(response.statusCode);
    const body = response.json();
    expect(Object.keys(withoutMessageId(body))).toEqual(['detail']);
    expect(body.detail).toEqual(expect.any(String));
    expect(body.detail.length).toBeGreaterThan(5);
    expect(response.body).not.toMatch(/at .*\.ts|stack|select|insert into|update "/i);
    expect(await snapshot()).toEqual(before);
  }

  interface BodyRoute {
    method: 'POST' | 'PUT';
    url: string;
    valid: Record<string, unknown>;
    bad: Record<string, unknown[]>;
  }
  const bodyRoutes = (): BodyRoute[] => [
    {
      method: 'POST',
      url: '/api/backlog/goals',
      valid: { title: 'Read', category_id: null },
      bad: { title: [undefined, '', ...asText], category_id: asId, tasks: ['x', [1]] },
    },
    {
      method: 'PUT',
      url: `/api/backlog/goals/${goalId}`,
      valid: { title: 'Read', job_status: 'OPEN' },
      bad: { title: [undefined, ...asText], job_status: ['DONE', 1, null], category_id: asId },
    },
    {
      method: 'PUT',
      url: '/api/backlog/goals/order',
      valid: { goal_ids: [goalId] },
      bad: { goal_ids: [undefined, [], 'x', [goalId, 'x'], asId.slice(0, 5)] },
    },
    {
      method: 'POST',
      url: '/api/backlog/task',
      valid: { title: 'Step', goal_id: goalId },
      bad: {
        title: [undefined, ' ', ...asText],
        goal_id: [undefined, null, ...asId],
        priority: ['URGENT', 3],
        description: [1, 'x'.repeat(2001)],
      },
    },
    {
      method: 'PUT',
      url: `/api/backlog/task/${taskId}`,
      valid: { title: 'Step' },
      bad: {
        title: [' ', null, ...asText],
        goal_id: [null, ...asId],
        job_status: ['DONE', null],
        color: [1, 'x'.repeat(41)],
      },
    },
    {
      method: 'POST',
      url: '/api/taskbreaker/break-down',
      valid: { goal: 'Tidy my room', age: 7 },
      bad: {
        goal: [undefined, '', ...asText],
        age: ['7', 7.5, -1, 1000, null, { $gt: 0 }],
        additional_context: asText,
      },
    },
  ];

  it('answers every malformed or mistyped body with 4xx and a detail, changing nothing', async () => {
    for (const route of bodyRoutes()) {
      for (const bad of [...malformed, ...fieldCases(route.valid, route.bad)]) {
        await expectRefused(route.method, route.url, bad).catch((error: Error) => {
          throw new Error(`${route.method} ${route.url} with ${bad.kind}: ${error.message}`);
        });
      }
    }
  });

  it('answers bad ids and user_id values in the address with 4xx and a detail', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '%00', '1e3x']) {
      await expectRefused('GET', `/api/backlog/goals/${id}/task`);
      await expectRefused('DELETE', `/api/backlog/goals/${id}`);
      await expectRefused('DELETE', `/api/backlog/task/${id}`);
      await expectRefused('GET', `/api/backlog?user_id=${id}`);
    }
    await expectRefused('GET', '/api/backlog?user_id=');
  });

  it('ignores query parameters it does not take (the app adds _t to bypass caches)', async () => {
    const response = await t.app.inject({
      url: `/api/backlog?_t=${Date.now()}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});
