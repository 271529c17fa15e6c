import { backlogResponse, goal as goalSchema, isGoal, type Goal } from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  queryRows,
  register,
  type TestApp,
} from './helper';

/**
 * A goal's optional due date: an ISO calendar day given at creation or in an edit, returned
 * wherever the goal is, never a day already past on the owner's calendar (its chosen time zone),
 * and cleared with null. The clock is fixed at 22:30 UTC on 15 June 2030, which is already
 * 16 June in Tokyo.
 */
const NOW = new Date('2030-06-15T22:30:00Z');

describe.each(backends)('goal due date on %s', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: () => NOW });
    const family = await register(t.app, newFamily());
    token = (await login(t.app, family.email, family.password)).token;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const create = async (body: object) => {
    const response = await send('POST', '/api/backlog/goals', body);
    expect(response.statusCode, response.body).toBe(201);
    return goalSchema.parse(response.json());
  };

  const edit = async (goal: Goal, body: object) => {
    const response = await send('PUT', `/api/backlog/goals/${goal.id}`, {
      title: goal.title,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return goalSchema.parse(response.json());
  };

  const stored = async (goalId: number) => {
    const [row] = await queryRows<{ due: string | null }>(
      t.database,
      sql`select to_char(due_date, 'YYYY-MM-DD') as due from goals where id = ${goalId}`,
    );
    return row?.due;
  };

  const onBoard = async (goalId: number) => {
    const board = backlogResponse.parse((await send('GET', '/api/backlog')).json());
    return board.items.filter(isGoal).find((item) => item.id === goalId);
  };

  const setTimeZone = async (timezone: string) => {
    const response = await send('PUT', '/api/users/settings/preferences', { timezone });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('is given at creation and returned by the create call and the board; none is null', async () => {
    const goal = await create({ title: 'Build a den', due_date: '2030-06-16' });
    expect(goal.due_date).toBe('2030-06-16');
    expect(await stored(goal.id)).toBe('2030-06-16');
    expect((await onBoard(goal.id))?.due_date).toBe('2030-06-16');

    const none = await create({ title: 'No day', due_date: null });
    expect(none.due_date).toBeNull();
    const left = await create({ title: 'Left out' });
    expect(left.due_date).toBeNull();
    expect((await onBoard(left.id))?.due_date).toBeNull();
  });

  it('takes today, is kept when an edit leaves it out, changed, and cleared with null', async () => {
    const goal = await create({ title: 'Read a book', due_date: '2030-06-15' });
    expect(goal.due_date).toBe('2030-06-15');
    expect((await edit(goal, { title: 'Read two books' })).due_date).toBe('2030-06-15');
    expect((await edit(goal, { job_status: 'OPEN' })).due_date).toBe('2030-06-15');
    expect((await edit(goal, { due_date: '2030-07-01' })).due_date).toBe('2030-07-01');
    expect((await onBoard(goal.id))?.due_date).toBe('2030-07-01');
    expect((await edit(goal, { due_date: null })).due_date).toBeNull();
    expect(await stored(goal.id)).toBeNull();
    expect((await onBoard(goal.id))?.due_date).toBeNull();
  });

  it('refuses a day in the past with a 422 naming the field, changing nothing', async () => {
    const goal = await create({ title: 'Plant seeds', due_date: '2030-06-20' });
    for (const response of [
      await send('POST', '/api/backlog/goals', { title: 'Too late', due_date: '2030-06-14' }),
      await send('PUT', `/api/backlog/goals/${goal.id}`, {
        title: 'Plant seeds',
        due_date: '2030-06-14',
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('due_date');
      expect(response.json<{ detail: string }>().detail).toContain('past');
    }
    expect(await stored(goal.id)).toBe('2030-06-20');
    const [late] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from goals where title = 'Too late'`,
    );
    expect(late?.n).toBe(0);
  });

  it('refuses what is not a calendar day as YYYY-MM-DD', async () => {
    for (const due_date of [
      '2030-02-30',
      '15/06/2030',
      '2030-6-1',
      '2030-06-16T10:00:00Z',
      20300616,
    ]) {
      const response = await send('POST', '/api/backlog/goals', { title: 'Odd day', due_date });
      expect(response.statusCode, `${String(due_date)}: ${response.body}`).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('due_date');
    }
  });

  it('lets an overdue goal be edited while its own day is sent back unchanged', async () => {
    const goal = await create({ title: 'Finish the puzzle', due_date: '2030-06-16' });
    await queryRows(
      t.database,
      sql`update goals set due_date = '2030-06-01' where id = ${goal.id}`,
    );
    const renamed = await edit(goal, { title: 'Finish the big puzzle', due_date: '2030-06-01' });
    expect(renamed.title).toBe('Finish the big puzzle');
    expect(renamed.due_date).toBe('2030-06-01');
    // Moving it to another past day is still refused.
    const moved = await send('PUT', `/api/backlog/goals/${goal.id}`, {
      title: 'Finish the big puzzle',
      due_date: '2030-06-02',
    });
    expect(moved.statusCode).toBe(422);
  });

  it("reads today on the owner's calendar: in Tokyo it is already the 16th", async () => {
    await setTimeZone('Asia/Tokyo');
    try {
      const refused = await send('POST', '/api/backlog/goals', {
        title: 'Yesterday in Tokyo',
        due_date: '2030-06-15',
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect((await create({ title: 'Today in Tokyo', due_date: '2030-06-16' })).due_date).toBe(
        '2030-06-16',
      );
    } finally {
      await setTimeZone('UTC');
    }
    expect((await create({ title: 'Today in London', due_date: '2030-06-15' })).due_date).toBe(
      '2030-06-15',
    );
  });
});
