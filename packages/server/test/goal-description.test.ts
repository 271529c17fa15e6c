import {
  GOAL_DESCRIPTION_MAX,
  backlogResponse,
  goal as goalSchema,
  isGoal,
  profileGoal,
  recentAchievementsResponse,
  type Goal,
} from '@taskboard/contract';
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
 * A goal's optional description: plain text up to the contract's limit, given when the goal is
 * created or edited, and returned with the goal wherever a goal is returned (the board, the
 * edit's answer, the profile's latest goals and the profile's goal).
 */
describe.each(backends)('goal description on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const family = await register(t.app, newFamily());
    token = (await login(t.app, family.email, family.password)).token;
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    userId = me.json<{ id: number }>().id;
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
    const [row] = await queryRows<{ description: string | null }>(
      t.database,
      sql`select description from goals where id = ${goalId}`,
    );
    return row?.description;
  };

  const onBoard = async (goalId: number) => {
    const board = backlogResponse.parse((await send('GET', '/api/backlog')).json());
    return board.items.filter(isGoal).find((item) => item.id === goalId);
  };

  it('is given at creation and returned by the create call and the board, as plain text', async () => {
    const text = 'Tidy the shelf <b>before</b> Friday & put the books back.\nThen dust it.';
    const goal = await create({ title: 'Tidy the shelf', description: text });
    expect(goal.description).toBe(text);
    expect(await stored(goal.id)).toBe(text);
    expect((await onBoard(goal.id))?.description).toBe(text);
  });

  it('is null when left out, and blank text is none', async () => {
    const left = await create({ title: 'No words' });
    expect(left.description).toBeNull();
    expect((await onBoard(left.id))?.description).toBeNull();
    const blank = await create({ title: 'Blank words', description: '   \n ' });
    expect(blank.description).toBeNull();
    expect(await stored(blank.id)).toBeNull();
  });

  it('is trimmed, kept when an edit leaves it out, replaced, and cleared with null or blank text', async () => {
    const goal = await create({ title: 'Learn to ride', description: '  With stabilisers  ' });
    expect(goal.description).toBe('With stabilisers');
    // The edit dialog's rename without the field: the description stays.
    expect((await edit(goal, { title: 'Learn to ride a bike' })).description).toBe(
      'With stabilisers',
    );
    // Closing the goal from the board keeps it too.
    expect((await edit(goal, { job_status: 'OPEN' })).description).toBe('With stabilisers');
    expect((await edit(goal, { description: 'Without stabilisers' })).description).toBe(
      'Without stabilisers',
    );
    expect((await edit(goal, { description: null })).description).toBeNull();
    expect(await stored(goal.id)).toBeNull();
    await edit(goal, { description: 'Back again' });
    expect((await edit(goal, { description: '  ' })).description).toBeNull();
    expect((await onBoard(goal.id))?.description).toBeNull();
  });

  it(`takes ${GOAL_DESCRIPTION_MAX} characters and refuses one more with a 422 naming the field, changing nothing`, async () => {
    expect(GOAL_DESCRIPTION_MAX).toBe(500);
    const longest = 'é'.repeat(GOAL_DESCRIPTION_MAX);
    const goal = await create({ title: 'Long words', description: longest });
    expect(goal.description).toBe(longest);
    const [before] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from goals where user_id = ${userId}`,
    );
    const tooLong = 'x'.repeat(GOAL_DESCRIPTION_MAX + 1);
    for (const response of [
      await send('POST', '/api/backlog/goals', { title: 'Too long', description: tooLong }),
      await send('PUT', `/api/backlog/goals/${goal.id}`, {
        title: 'Long words',
        description: tooLong,
      }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('description');
      expect(response.json<{ detail: string }>().detail).toContain('500');
    }
    const [after] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from goals where user_id = ${userId}`,
    );
    expect(after?.n).toBe(before?.n);
    expect(await stored(goal.id)).toBe(longest);
  });

  it.each([
    ['a direction override', 'Read \u202Egnp.exe', 'a direction override'],
    ['a zero-width space', 'Read\u200Bbooks', 'an invisible character'],
    ['a control character', 'Read\u0007books', 'a control character'],
    ['a NUL character', 'Read\u0000books', 'NUL'],
  ])('refuses %s in the description with a 422 naming the field', async (_, text, said) => {
    const goal = await create({ title: 'Guarded', description: 'Fine words' });
    for (const response of [
      await send('POST', '/api/backlog/goals', { title: 'Guarded', description: text }),
      await send('PUT', `/api/backlog/goals/${goal.id}`, { title: 'Guarded', description: text }),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      const { detail } = response.json<{ detail: string }>();
      expect(detail).toContain('description');
      expect(detail).toContain(said);
    }
    expect(await stored(goal.id)).toBe('Fine words');
  });

  it('refuses a description that is not text', async () => {
    for (const description of [42, true, ['a'], { text: 'a' }]) {
      const response = await send('POST', '/api/backlog/goals', { title: 'Odd', description });
      expect(response.statusCode, JSON.stringify(description)).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('description');
    }
  });

  it("comes with the profile's latest goals and the profile's goal", async () => {
    const goal = await create({ title: 'Bake a cake', description: 'For Grandma' });
    await edit(goal, { job_status: 'CLOSED' });
    const latest = recentAchievementsResponse.parse(
      (await send('GET', '/api/backlog/goals/recent-achievements')).json(),
    );
    expect(latest.find((a) => a.item_id === goal.id)?.description).toBe('For Grandma');
    const opened = profileGoal.parse(
      (await send('GET', `/api/users/${userId}/goals/${goal.id}`)).json(),
    );
    expect(opened.goal.description).toBe('For Grandma');
  });
});
