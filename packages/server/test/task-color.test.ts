import fs from 'node:fs';
import { themeColors, type Task } from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, parentWithGoal, queryRows, type TestApp } from './helper';

/** Colours no page may be handed: addresses, CSS, near misses of the two allowed forms. */
const refused = [
  'javascript:alert(1)',
  'red;background:url(https://example.com/x.png)',
  'url(data:image/svg+xml,<svg onload=alert(1)>)',
  'Blue',
  ' blue',
  '#fff',
  '#12345g',
  '#1234567',
  'rgb(0,0,0)',
  '',
];

describe.each(backends)('task colours on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let goalId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ token, goalId } = await parentWithGoal(t.app, 'Paint the fence'));
  });
  afterAll(() => t.close());

  const createTask = (color: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: bearer(token),
      payload: { title: 'A stripe', goal_id: goalId, color },
    });
  const updateTask = (id: number, color: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/backlog/task/${id}`,
      headers: bearer(token),
      payload: { color },
    });
  const storedColor = async (id: number) =>
    (
      await queryRows<{ color: string | null }>(
        t.database,
        sql`select color from tasks where id = ${id}`,
      )
    )[0]?.color;
  const taskCount = async () =>
    (
      await queryRows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from tasks where goal_id = ${goalId}`,
      )
    )[0]?.n;

  it.each(refused)('refuses %j on a new task with a 422 naming the colour', async (color) => {
    const before = await taskCount();
    const response = await createTask(color);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^The colour must be/);
    expect(response.json().detail).toContain(`${themeColors.join(', ')} or #rrggbb`);
    expect(await taskCount()).toBe(before);
  });

  it('takes each palette name, #rrggbb in either case and null, and refuses the rest on an edit', async () => {
    const created = await createTask('teal');
    expect(created.statusCode).toBe(201);
    const task = created.json<Task>();
    expect(task.color).toBe('teal');
    for (const color of [...themeColors, '#1a2B3c', null]) {
      const response = await updateTask(task.id, color);
      expect(response.statusCode).toBe(200);
      expect(response.json<Task>().color).toBe(color);
    }
    await updateTask(task.id, 'gray');
    for (const color of refused) {
      const response = await updateTask(task.id, color);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/^The colour must be/);
      expect(await storedColor(task.id)).toBe('gray');
    }
  });

  it('clears colours stored before the rule, so every board still reads', async () => {
    const kept = (await createTask('red')).json<Task>();
    const hex = (await createTask('#00ff00')).json<Task>();
    const bad = (await createTask(null)).json<Task>();
    await t.database.db.execute(
      sql`update tasks set color = 'javascript:alert(1)' where id = ${bad.id}`,
    );
    const migration = fs.readFileSync(
      new URL('../drizzle/0015_task_color_palette.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    expect(await storedColor(kept.id)).toBe('red');
    expect(await storedColor(hex.id)).toBe('#00ff00');
    expect(await storedColor(bad.id)).toBeNull();
    const board = await t.app.inject({ url: '/api/backlog', headers: bearer(token) });
    expect(board.statusCode).toBe(200);
  });
});
