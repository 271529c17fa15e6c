import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  bearer,
  createTestApp,
  login,
  queryRows,
  register,
  type TestApp,
} from './helper';
import { sql } from 'drizzle-orm';
import { failureAnswer } from './failure-answer';

/**
 * What a device replaying changes queued offline relies on (issue #28): a change sent again with
 * its Idempotency-Key is made once and answered as the first time, and `If-Match` refuses a
 * change made on a version of the task that is no longer current, with the task as it is now.
 */
describe.each(backends)('offline replay on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  async function kidWithGoal() {
    const signedUp = await register(t.app);
    const kid = (await login(t.app, `${signedUp.username}_kid`, signedUp.password)).token;
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/goals',
      headers: bearer(kid),
      payload: { title: 'Pets' },
    });
    return { kid, goalId: goal.json<{ id: number }>().id };
  }

  const tasksOf = (goalId: number) =>
    queryRows<{ id: number; title: string; job_status: string }>(
      t.database,
      sql`select id, title, job_status from tasks where goal_id = ${goalId} order by id`,
    );

  it('makes a change sent twice with one Idempotency-Key once, and answers the same both times', async () => {
    const { kid, goalId } = await kidWithGoal();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/backlog/task',
        headers: { ...bearer(kid), 'idempotency-key': 'change-1' },
        payload: { goal_id: goalId, title: 'Feed the fish' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await tasksOf(goalId)).toHaveLength(1);

    // A refusal is kept too: the same key answers it again without looking anew.
    const move = (key: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/backlog/task/${first.json<{ id: number }>().id + 1_000_000}`,
        headers: { ...bearer(kid), 'idempotency-key': key },
        payload: { job_status: 'CLOSED' },
      });
    expect((await move('change-2')).statusCode).toBe(404);
    expect((await move('change-2')).headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a key used for another call, and a malformed key, changing nothing', async () => {
    const { kid, goalId } = await kidWithGoal();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: { ...bearer(kid), 'idempotency-key': 'same-key' },
      payload: { goal_id: goalId, title: 'One' },
    });
    expect(created.statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/backlog/task/${created.json<{ id: number }>().id}`,
      headers: { ...bearer(kid), 'idempotency-key': 'same-key' },
      payload: { title: 'Two' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(
      failureAnswer('This Idempotency-Key was already used for a different call'),
    );
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: { ...bearer(kid), 'idempotency-key': 'spaces are not allowed' },
      payload: { goal_id: goalId, title: 'Three' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ detail: string }>().detail).toMatch(/^Idempotency-Key must be/);
    expect((await tasksOf(goalId)).map((task) => task.title)).toEqual(['One']);
  });

  it("keeps one account's keys apart from another's", async () => {
    const a = await kidWithGoal();
    const b = await kidWithGoal();
    for (const { kid, goalId } of [a, b]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/backlog/task',
        headers: { ...bearer(kid), 'idempotency-key': 'shared-name' },
        payload: { goal_id: goalId, title: 'Mine' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('refuses with 412 a change made on a version the task has left, and makes it on the current one', async () => {
    const { kid, goalId } = await kidWithGoal();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: bearer(kid),
      payload: { goal_id: goalId, title: 'Feed the fish' },
    });
    const task = created.json<{ id: number; updated_at: string }>();
    // Changed elsewhere meanwhile.
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: `/api/backlog/task/${task.id}`,
      headers: bearer(kid),
      payload: { title: 'Feed the cat' },
    });
    const now = elsewhere.json<{ updated_at: string }>().updated_at;
    expect(now).not.toBe(task.updated_at);

    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/backlog/task/${task.id}`,
      headers: { ...bearer(kid), 'if-match': `"${task.updated_at}"` },
      payload: { job_status: 'CLOSED' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      detail: 'This task was changed on another device after this change was made',
      task: { id: task.id, title: 'Feed the cat', job_status: 'NEW', updated_at: now },
    });
    const staleDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/backlog/task/${task.id}`,
      headers: { ...bearer(kid), 'if-match': `"${task.updated_at}"` },
    });
    expect(staleDelete.statusCode).toBe(412);
    expect(await tasksOf(goalId)).toEqual([
      { id: task.id, title: 'Feed the cat', job_status: 'NEW' },
    ]);

    const current = await t.app.inject({
      method: 'PUT',
      url: `/api/backlog/task/${task.id}`,
      headers: { ...bearer(kid), 'if-match': `"${now}"` },
      payload: { job_status: 'CLOSED' },
    });
    expect(current.statusCode, current.body).toBe(200);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: `/api/backlog/task/${task.id}`,
      headers: { ...bearer(kid), 'if-match': 'yesterday' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(await tasksOf(goalId)).toEqual([
      { id: task.id, title: 'Feed the cat', job_status: 'CLOSED' },
    ]);
  });
});
