import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { backlogResponse, themeColors, type Goal, type Task } from '@taskboard/contract';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { goalsRepository } from '../src/repositories/goals-repository';
import { BoardCache, backlogService } from '../src/services/backlog-service';
import {
  backends,
  bearer,
  createTestApp,
  login,
  queryRows,
  register,
  testConfig,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Board {
  token: string;
  id: number;
}

describe.each(backends)('backlog on %s', (backend) => {
  let t: TestApp;
  let alice: Board;
  let bob: Board;

  async function signIn(): Promise<Board> {
    const family = await register(t.app);
    const { token } = await login(t.app, family.email, family.password);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    return { token, id: me.json<{ id: number }>().id };
  }

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { isolated: true });
    await seedDatabase(t.database.db);
    alice = await signIn();
    bob = await signIn();
  });
  afterAll(() => t.close());

  const call = (board: Board | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: board ? bearer(board.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function createGoal(board: Board, payload: Record<string, unknown>): Promise<Goal> {
    const response = await call(board, 'POST', '/api/backlog/goals', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Goal>();
  }

  async function createTask(board: Board, payload: Record<string, unknown>): Promise<Task> {
    const response = await call(board, 'POST', '/api/backlog/task', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  }

  async function setStatus(board: Board, goal: Goal, status: string): Promise<Goal> {
    const response = await call(board, 'PUT', `/api/backlog/goals/${goal.id}`, {
      ...goal,
      job_status: status,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Goal>();
  }

  const goalIdsOn = async (board: Board) => {
    const response = await call(board, 'GET', '/api/backlog');
    expect(response.statusCode).toBe(200);
    return response
      .json<{ items: (Goal | Task)[] }>()
      .items.filter((item): item is Goal => 'tasks' in item)
      .map((goal) => goal.id);
  };

  const rowOf = async (table: 'goals' | 'tasks', id: number) =>
    (
      await queryRows<Record<string, unknown>>(
        t.database,
        sql`select * from ${sql.identifier(table)} where id = ${id}`,
      )
    )[0];

  /** A fresh account, so ordering tests see only their own goals. */
  const freshBoard = signIn;

  describe('access', () => {
    it('every /api/backlog route needs the bearer token', async () => {
      const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/backlog'));
      expect(routes.length).toBeGreaterThanOrEqual(10);
      for (const route of routes) {
        expect(route.auth, `${route.method} ${route.url}`).toBe('user');
        const url = route.url.replace(':goalId', '1').replace(':itemId', '1');
        const response = await call(null, route.method as Method, url, {});
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        expect(response.json()).toEqual(failureAnswer('Authentication required'));
      }
    });

    it("accepts the caller's own user_id and refuses anyone else's with 403", async () => {
      const own = await call(alice, 'GET', `/api/backlog?user_id=${alice.id}`);
      expect(own.statusCode).toBe(200);
      const goal = await createGoal(bob, { title: 'Bob only' });
      const attempts: [Method, string, unknown?][] = [
        ['GET', `/api/backlog?user_id=${bob.id}`],
        ['GET', `/api/backlog/current-flavor?user_id=${bob.id}`],
        ['GET', `/api/backlog/goals/${goal.id}/task?user_id=${bob.id}`],
        ['PUT', `/api/backlog/goals/${goal.id}?user_id=${bob.id}`, { title: 'Hacked' }],
        ['DELETE', `/api/backlog/goals/${goal.id}?user_id=${bob.id}`],
        ['POST', `/api/backlog/goals?user_id=${bob.id}`, { title: 'Planted' }],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await call(alice, method, url, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(
          failureAnswer('You can only see and change your own board'),
        );
      }
      expect(await rowOf('goals', goal.id)).toMatchObject({ title: 'Bob only', user_id: bob.id });
      const bobsGoals = await queryRows(
        t.database,
        sql`select id from goals where user_id = ${bob.id} and title = 'Planted'`,
      );
      expect(bobsGoals).toEqual([]);
    });

    it("answers 404 for another user's goals and tasks and changes nothing", async () => {
      const goal = await createGoal(bob, { title: 'Feed the cat' });
      const task = await createTask(bob, { title: 'Find the bowl', goal_id: goal.id });
      const before = [await rowOf('goals', goal.id), await rowOf('tasks', task.id)];
      const own = await createGoal(alice, { title: 'Mine' });
      const attempts: [Method, string, unknown?, string?][] = [
        ['PUT', `/api/backlog/goals/${goal.id}`, { title: 'Hacked', job_status: 'CLOSED' }],
        ['DELETE', `/api/backlog/goals/${goal.id}`],
        ['GET', `/api/backlog/goals/${goal.id}/task`],
        ['POST', '/api/backlog/task', { title: 'Planted', goal_id: goal.id }],
        ['PUT', `/api/backlog/task/${task.id}`, { title: 'Hacked' }, 'Task not found'],
        ['PUT', `/api/backlog/task/${task.id}`, { goal_id: own.id }, 'Task not found'],
        ['DELETE', `/api/backlog/task/${task.id}`, undefined, 'Task not found'],
        ['PUT', '/api/backlog/goals/order', { goal_ids: [own.id, goal.id] }],
      ];
      for (const [method, url, payload, detail = 'Goal not found'] of attempts) {
        const response = await call(alice, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(failureAnswer(detail));
      }
      expect([await rowOf('goals', goal.id), await rowOf('tasks', task.id)]).toEqual(before);
      expect(await rowOf('goals', own.id)).toMatchObject({ position: null });
      const board = await call(alice, 'GET', '/api/backlog');
      expect(JSON.stringify(board.json())).not.toContain('Feed the cat');
    });

    it('answers 404 for ids that do not exist', async () => {
      for (const [method, url] of [
        ['PUT', '/api/backlog/goals/999999'],
        ['GET', '/api/backlog/goals/999999/task'],
        ['DELETE', '/api/backlog/goals/999999'],
      ] as [Method, string][]) {
        const response = await call(alice, method, url, method === 'PUT' ? { title: 'x' } : {});
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(failureAnswer('Goal not found'));
      }
      const task = await call(alice, 'DELETE', '/api/backlog/task/999999');
      expect(task.json()).toEqual(failureAnswer('Task not found'));
    });
  });

  describe('goals', () => {
    it('creates a goal with a trimmed title, status NEW and no tasks', async () => {
      const goal = await createGoal(alice, { title: '  Tidy my room  ', tasks: [] });
      expect(goal).toEqual({
        item_id: goal.id,
        id: goal.id,
        title: 'Tidy my room',
        description: null,
        job_status: 'NEW',
        tasks: [],
        category_id: null,
        position: null,
        stars_per_task: 1,
        due_date: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: goal.created_at,
        closed_at: null,
      });
      expect(await rowOf('goals', goal.id)).toMatchObject({ user_id: alice.id });
    });

    it.each([
      [{ title: '   ' }, 'The title must not be blank'],
      [{}, 'The title is required'],
      [{ title: 'x'.repeat(201) }, 'The title must be at most 200 characters long'],
      [{ title: 'Ok', tasks: [1] }, 'A new goal starts without tasks'],
    ])('refuses %j with 422 and the reason', async (payload, detail) => {
      const response = await call(alice, 'POST', '/api/backlog/goals', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failureAnswer(detail));
    });

    it('takes a category only from the active categories of the current flavor', async () => {
      const flavor = await call(alice, 'GET', '/api/backlog/current-flavor');
      expect(flavor.statusCode).toBe(200);
      const { current_flavor: currentFlavor, active_categories: categories } = flavor.json<{
        current_flavor: string;
        active_categories: { category_id: number; name: string; icon: string; color: string }[];
      }>();
      expect(currentFlavor).toBe('GENERAL');
      expect(categories.length).toBeGreaterThanOrEqual(6);
      for (const category of categories) {
        expect(category.icon).toMatch(/\p{Extended_Pictographic}/u);
        expect(themeColors).toContain(category.color);
      }
      const chosen = categories[1]!;
      const goal = await createGoal(alice, { title: 'Homework', category_id: chosen.category_id });
      expect(goal.category_id).toBe(chosen.category_id);

      const unknown = await call(alice, 'POST', '/api/backlog/goals', {
        title: 'Sneaky',
        category_id: 999999,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual(failureAnswer('Choose one of your categories'));

      await t.database.db.execute(
        sql`update categories set active = false where id = ${chosen.category_id}`,
      );
      try {
        const inactive = await call(alice, 'PUT', `/api/backlog/goals/${goal.id}`, {
          ...goal,
          category_id: chosen.category_id,
        });
        expect(inactive.statusCode).toBe(422);
      } finally {
        await t.database.db.execute(
          sql`update categories set active = true where id = ${chosen.category_id}`,
        );
      }
    });

    it('replaces a goal, keeping what the body leaves out, and maintains updated_at', async () => {
      const flavor = await call(alice, 'GET', '/api/backlog/current-flavor');
      const categoryId = flavor.json<{ active_categories: { category_id: number }[] }>()
        .active_categories[0]!.category_id;
      const goal = await createGoal(alice, { title: 'Bake a cake', category_id: categoryId });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await call(alice, 'PUT', `/api/backlog/goals/${goal.id}`, {
        item_id: goal.id,
        title: ' Bake a big cake ',
        tasks: [],
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json<Goal>();
      expect(updated).toMatchObject({
        title: 'Bake a big cake',
        job_status: 'NEW',
        category_id: categoryId,
        created_at: goal.created_at,
      });
      expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(goal.updated_at));

      const cleared = await call(alice, 'PUT', `/api/backlog/goals/${goal.id}`, {
        title: 'Bake a big cake',
        category_id: null,
      });
      expect(cleared.json<Goal>().category_id).toBeNull();

      const mismatch = await call(alice, 'PUT', `/api/backlog/goals/${goal.id}`, {
        item_id: goal.id + 1,
        title: 'x',
      });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json()).toEqual(
        failureAnswer('item_id does not match the item in the address'),
      );
      const badStatus = await call(alice, 'PUT', `/api/backlog/goals/${goal.id}`, {
        title: 'x',
        job_status: 'DONE',
      });
      expect(badStatus.statusCode).toBe(422);
      expect(badStatus.json().detail).toMatch(/^job_status: Invalid/);
    });

    it('sets closed_at when CLOSED, keeps it while closed and clears it when reopened', async () => {
      const goal = await createGoal(alice, { title: 'Read a book' });
      const open = await setStatus(alice, goal, 'OPEN');
      expect(open.closed_at).toBeNull();
      const closed = await setStatus(alice, open, 'CLOSED');
      expect(closed.closed_at).toEqual(expect.stringMatching(/^\d{4}-/));
      const stillClosed = await setStatus(alice, { ...closed, title: 'Read two books' }, 'CLOSED');
      expect(stillClosed.closed_at).toBe(closed.closed_at);
      const reopened = await setStatus(alice, stillClosed, 'OPEN');
      expect(reopened.closed_at).toBeNull();
    });

    it('deletes a goal together with its tasks', async () => {
      const goal = await createGoal(alice, { title: 'Plant seeds' });
      const first = await createTask(alice, { title: 'Get a pot', goal_id: goal.id });
      const second = await createTask(alice, { title: 'Add soil', goal_id: goal.id });
      const response = await call(alice, 'DELETE', `/api/backlog/goals/${goal.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Goal deleted' });
      expect(await rowOf('goals', goal.id)).toBeUndefined();
      expect(await rowOf('tasks', first.id)).toBeUndefined();
      expect(await rowOf('tasks', second.id)).toBeUndefined();
      const again = await call(alice, 'DELETE', `/api/backlog/goals/${goal.id}`);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('tasks', () => {
    it("creates tasks under the user's goal and lists them with the goal", async () => {
      const goal = await createGoal(alice, { title: 'Make a card' });
      const first = await createTask(alice, { title: ' Fold the paper ', goal_id: goal.id });
      expect(first).toEqual({
        item_id: first.id,
        id: first.id,
        goal_id: goal.id,
        title: 'Fold the paper',
        job_status: 'NEW',
        description: null,
        priority: null,
        color: null,
        icon: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        closed_at: null,
      });
      const second = await createTask(alice, {
        title: 'Draw a heart',
        goal_id: goal.id,
        priority: 'HIGH',
        description: 'Use the red pen',
      });
      const listed = await call(alice, 'GET', `/api/backlog/goals/${goal.id}/task`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<Task[]>().map((task) => task.id)).toEqual([first.id, second.id]);

      const renamed = await call(alice, 'PUT', `/api/backlog/goals/${goal.id}`, {
        title: 'Make a birthday card',
        job_status: 'CLOSED',
      });
      const board = await call(alice, 'GET', `/api/backlog?user_id=${alice.id}`);
      expect(board.headers['content-type']).toBe('application/json; charset=utf-8');
      // The board is serialized by the database: it must be exactly the contract's shape and
      // the same items the single-item calls answer.
      const items = backlogResponse.strict().parse(board.json()).items;
      expect(board.json<{ items: unknown[] }>().items).toEqual(items);
      expect(items.find((item) => item.id === goal.id)).toEqual(renamed.json());
      const onBoard = items.find((item) => item.id === goal.id) as Goal;
      expect(onBoard.tasks).toEqual([first.id, second.id]);
      expect(items.find((item) => item.id === second.id)).toEqual(second);
      // Goals and tasks share one id space: an item_id names one item.
      const ids = items.map((item) => item.item_id);
      expect(new Set(ids).size).toBe(ids.length);
      // Goals first, then tasks.
      const firstTask = items.findIndex((item) => !('tasks' in item));
      expect(items.slice(firstTask).every((item) => !('tasks' in item))).toBe(true);
    });

    it('refuses a blank title and an unknown goal', async () => {
      const goal = await createGoal(alice, { title: 'Walk the dog' });
      const blank = await call(alice, 'POST', '/api/backlog/task', {
        title: ' ',
        goal_id: goal.id,
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual(failureAnswer('The title must not be blank'));
      const missing = await call(alice, 'POST', '/api/backlog/task', { title: 'Leash' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toMatch(/^goal_id: /);
      const unknown = await call(alice, 'POST', '/api/backlog/task', {
        title: 'Leash',
        goal_id: 999999,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(failureAnswer('Goal not found'));
    });

    it('a PUT changes only the fields sent, and closed_at follows the status', async () => {
      const goal = await createGoal(alice, { title: 'Pack my bag' });
      const task = await createTask(alice, {
        title: 'Lunch box',
        goal_id: goal.id,
        description: 'The blue one',
        priority: 'LOW',
      });
      const colored = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, {
        item_id: task.id,
        color: '#ff0000',
        icon: 'sandwich',
      });
      expect(colored.statusCode).toBe(200);
      expect(colored.json()).toMatchObject({
        title: 'Lunch box',
        description: 'The blue one',
        priority: 'LOW',
        color: '#ff0000',
        icon: 'sandwich',
        job_status: 'NEW',
        goal_id: goal.id,
      });
      // The board moves a task with the whole object, column name included.
      const moved = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, {
        ...colored.json<Task>(),
        job_status: 'CLOSED',
        column: 'Done',
      });
      const done = moved.json<Task>();
      expect(done).toMatchObject({ job_status: 'CLOSED', description: 'The blue one' });
      expect(done.closed_at).toEqual(expect.any(String));
      const back = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, { job_status: 'OPEN' });
      expect(back.json()).toMatchObject({ job_status: 'OPEN', closed_at: null, icon: 'sandwich' });
      const blank = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, { title: '  ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual(failureAnswer('The title must not be blank'));
    });

    it('keeps a task picture from the known set and refuses any other, changing nothing', async () => {
      const goal = await createGoal(alice, { title: 'Morning' });
      const created = await call(alice, 'POST', '/api/backlog/task', {
        title: 'Brush teeth',
        goal_id: goal.id,
        icon: 'toothbrush',
      });
      expect(created.statusCode).toBe(201);
      const task = created.json<Task>();
      expect(task.icon).toBe('toothbrush');
      const refused = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, { icon: 'rocket' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(failureAnswer('The icon must be one of the task pictures'));
      const newTask = await call(alice, 'POST', '/api/backlog/task', {
        title: 'Comb hair',
        goal_id: goal.id,
        icon: '<svg>',
      });
      expect(newTask.statusCode).toBe(422);
      const tasks = (await call(alice, 'GET', `/api/backlog/goals/${goal.id}/task`)).json<Task[]>();
      expect(tasks.map((t) => [t.title, t.icon])).toEqual([['Brush teeth', 'toothbrush']]);
      const cleared = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, { icon: null });
      expect(cleared.json<Task>().icon).toBeNull();
    });

    it("moves a task to another of the user's goals, never to someone else's", async () => {
      const from = await createGoal(alice, { title: 'Morning' });
      const to = await createGoal(alice, { title: 'Evening' });
      const task = await createTask(alice, { title: 'Brush teeth', goal_id: from.id });
      const moved = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, { goalId: to.id });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<Task>().goal_id).toBe(to.id);

      const foreign = await createGoal(bob, { title: 'Bob goal' });
      const before = await rowOf('tasks', task.id);
      const stolen = await call(alice, 'PUT', `/api/backlog/task/${task.id}`, {
        goal_id: foreign.id,
        title: 'Moved away',
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual(failureAnswer('Goal not found'));
      expect(await rowOf('tasks', task.id)).toEqual(before);
    });

    it('deletes a task', async () => {
      const goal = await createGoal(alice, { title: 'Bath time' });
      const task = await createTask(alice, { title: 'Run the water', goal_id: goal.id });
      const response = await call(alice, 'DELETE', `/api/backlog/task/${task.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Task deleted' });
      expect(await rowOf('tasks', task.id)).toBeUndefined();
    });

    it('moves, deletions and a goal deletion of the same tasks at once never deadlock', async () => {
      // Two tablets of one family: one moves every task to Done in another goal while the other
      // deletes them one by one and then their goal. Each change takes the owner's row before
      // any task's; in another order two of them would wait for each other (a 500 on
      // PostgreSQL, which ends one of them after deadlock_timeout).
      const from = await createGoal(alice, { title: 'Tidy up' });
      const to = await createGoal(alice, { title: 'Done today' });
      const tasks = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          createTask(alice, { title: `Toy ${n}`, goal_id: from.id }),
        ),
      );
      const answers = await Promise.all([
        ...tasks.flatMap((task) => [
          call(alice, 'PUT', `/api/backlog/task/${task.id}`, {
            goal_id: to.id,
            job_status: 'CLOSED',
          }),
          call(alice, 'DELETE', `/api/backlog/task/${task.id}`),
        ]),
        call(alice, 'DELETE', `/api/backlog/goals/${from.id}`),
      ]);
      for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
      // Every task was deleted, unless its move came first and took it out of the goal.
      for (const task of tasks) {
        const row = await rowOf('tasks', task.id);
        if (row) expect(row).toMatchObject({ goal_id: to.id, job_status: 'CLOSED' });
      }
    });
  });

  describe('rendered boards kept between requests', () => {
    const titlesOn = async (app: TestApp['app'], board: Board) => {
      const response = await app.inject({ url: '/api/backlog', headers: bearer(board.token) });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: (Goal | Task)[] }>().items.map((item) => item.title);
    };

    it('are never stale, whoever changes the board', async () => {
      const board = await freshBoard();
      const goal = await createGoal(board, { title: 'Garden' });
      const task = await createTask(board, { title: 'Dig', goal_id: goal.id });
      expect(await titlesOn(t.app, board)).toEqual(['Garden', 'Dig']);
      expect(await titlesOn(t.app, board)).toEqual(['Garden', 'Dig']);

      // Another server instance on the same database.
      const other = await buildApp({ config: testConfig, db: t.database.db });
      try {
        await other.ready();
        const renamed = await other.inject({
          method: 'PUT',
          url: `/api/backlog/task/${task.id}`,
          headers: bearer(board.token),
          payload: { title: 'Dig a hole' },
        });
        expect(renamed.statusCode).toBe(200);
        expect(await titlesOn(t.app, board)).toEqual(['Garden', 'Dig a hole']);
        expect(await titlesOn(other, board)).toEqual(['Garden', 'Dig a hole']);
      } finally {
        await other.close();
      }

      // A change made directly in the database.
      await t.database.db.execute(sql`update tasks set title = 'Water' where id = ${task.id}`);
      expect(await titlesOn(t.app, board)).toEqual(['Garden', 'Water']);
      await t.database.db.execute(sql`delete from tasks where id = ${task.id}`);
      expect(await titlesOn(t.app, board)).toEqual(['Garden']);
    });

    /** The user's row as a session reads it: what the service acts for. */
    const ownerOf = async (board: Board) =>
      (await t.database.db.select().from(schema.users).where(eq(schema.users.id, board.id)))[0]!;

    it('a read right after a move shows the moved task in its new place', async () => {
      const board = await freshBoard();
      const garden = await createGoal(board, { title: 'Garden' });
      const kitchen = await createGoal(board, { title: 'Kitchen' });
      const dig = await createTask(board, { title: 'Dig', goal_id: garden.id });
      const water = await createTask(board, { title: 'Water', goal_id: garden.id });
      const wash = await createTask(board, { title: 'Wash', goal_id: kitchen.id });
      const read = async () => {
        const response = await call(board, 'GET', '/api/backlog');
        expect(response.statusCode).toBe(200);
        return backlogResponse.parse(response.json()).items;
      };
      await read();

      const moved = await call(board, 'PUT', `/api/backlog/task/${dig.id}`, {
        goal_id: kitchen.id,
        job_status: 'CLOSED',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const items = await read();
      const goalsRead = items.filter((item): item is Goal => 'tasks' in item);
      expect(goalsRead.find((g) => g.id === garden.id)?.tasks).toEqual([water.id]);
      expect(goalsRead.find((g) => g.id === kitchen.id)?.tasks).toEqual(
        [dig.id, wash.id].sort((a, b) => a - b),
      );
      const digRead = items.find((item) => item.id === dig.id && 'goal_id' in item) as Task;
      expect(digRead).toEqual(moved.json<Task>());
      expect(digRead).toMatchObject({ goal_id: kitchen.id, job_status: 'CLOSED' });
      expect(digRead.closed_at).not.toBeNull();

      // The same board as a server that never kept it renders from the database.
      const other = await buildApp({ config: testConfig, db: t.database.db });
      try {
        const fresh = await other.inject({ url: '/api/backlog', headers: bearer(board.token) });
        expect(backlogResponse.parse(fresh.json()).items).toEqual(items);
      } finally {
        await other.close();
      }

      // A status change alone, back and forth, reads back at once each time.
      for (const status of ['OPEN', 'NEW', 'CLOSED'] as const) {
        const changed = await call(board, 'PUT', `/api/backlog/task/${water.id}`, {
          job_status: status,
        });
        expect(changed.statusCode).toBe(200);
        expect((await read()).find((item) => item.id === water.id && 'goal_id' in item)).toEqual(
          changed.json<Task>(),
        );
      }
    });

    it('a move patches the kept board to the new board_version, never over a change it missed', async () => {
      const board = await freshBoard();
      const garden = await createGoal(board, { title: 'Garden' });
      const kitchen = await createGoal(board, { title: 'Kitchen' });
      const dig = await createTask(board, { title: 'Dig', goal_id: garden.id });
      const wash = await createTask(board, { title: 'Wash', goal_id: kitchen.id });
      const boards = new BoardCache(1 << 20);
      const service = backlogService({ db: t.database.db, boards });
      const rendered = async () => {
        const { version, json } = await goalsRepository(t.database.db).boardJson(board.id);
        return { version, items: backlogResponse.parse(JSON.parse(json)).items };
      };
      const kept = (version: number) => {
        const body = boards.get(board.id, version);
        return body && backlogResponse.parse(JSON.parse(body.toString('utf8'))).items;
      };

      const before = await ownerOf(board);
      await service.listJson(before);
      expect(kept(before.boardVersion)).toBeDefined();
      await service.updateTask(before, dig.id, { goal_id: kitchen.id, job_status: 'OPEN' });
      const after = await rendered();
      // Exactly one change: the kept board moved on with it, and matches a fresh render.
      expect(after.version).toBe(before.boardVersion + 1);
      expect(kept(after.version)).toEqual(after.items);
      expect(kept(before.boardVersion)).toBeUndefined();

      // A change this server did not make (another instance, a manual fix) is never patched over:
      // the next move leaves the kept board behind and the read renders both changes.
      await t.database.db.execute(sql`update tasks set title = 'Scrub' where id = ${wash.id}`);
      const owner = await ownerOf(board);
      await service.updateTask(owner, wash.id, { job_status: 'CLOSED' });
      const latest = await rendered();
      expect(kept(latest.version)).toBeUndefined();
      const read = await service.listJson(await ownerOf(board));
      const items = backlogResponse.parse(JSON.parse(read.toString('utf8'))).items;
      expect(items).toEqual(latest.items);
      expect(items.find((item) => item.id === wash.id && 'goal_id' in item)).toMatchObject({
        title: 'Scrub',
        job_status: 'CLOSED',
      });
    });

    it('keep within their byte budget, least recently used out first', () => {
      const cache = new BoardCache(10);
      const board = (version: number, text: string) => ({ version, body: Buffer.from(text) });
      cache.set(1, board(1, 'aaaa'));
      cache.set(2, board(1, 'bbbb'));
      expect(cache.get(1, 1)?.toString()).toBe('aaaa');
      cache.set(3, board(5, 'cccc'));
      expect(cache.get(2, 1)).toBeUndefined();
      expect(cache.get(1, 1)?.toString()).toBe('aaaa');
      expect(cache.get(3, 5)?.toString()).toBe('cccc');
      expect(cache.get(3, 6)).toBeUndefined();
      // The budget counts bytes, not characters: four characters of three bytes each are 12.
      cache.set(4, board(1, '日日日日'));
      expect(cache.get(4, 1)).toBeUndefined();
      cache.set(4, board(1, '日日日'));
      expect(cache.get(4, 1)?.toString()).toBe('日日日');
    });
  });

  it('an empty board is an empty list', async () => {
    const board = await freshBoard();
    const response = await call(board, 'GET', '/api/backlog');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  describe('goal order', () => {
    it('lists OPEN, then NEW, then CLOSED; ascending ids, CLOSED descending', async () => {
      const board = await freshBoard();
      const made: Goal[] = [];
      for (const title of ['a', 'b', 'c', 'd', 'e', 'f']) {
        made.push(await createGoal(board, { title }));
      }
      const [a, b, c, d, e, f] = made as [Goal, Goal, Goal, Goal, Goal, Goal];
      await setStatus(board, b, 'OPEN');
      await setStatus(board, e, 'OPEN');
      await setStatus(board, a, 'CLOSED');
      await setStatus(board, d, 'CLOSED');
      expect(await goalIdsOn(board)).toEqual([b.id, e.id, c.id, f.id, d.id, a.id]);
    });

    it('keeps a dragged order for every device, new goals last', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
      const phone: Board = { token, id: me.json<{ id: number }>().id };
      const made: Goal[] = [];
      for (const title of ['one', 'two', 'three', 'four']) {
        made.push(await createGoal(phone, { title }));
      }
      const [one, two, three, four] = made as [Goal, Goal, Goal, Goal];
      await setStatus(phone, four, 'OPEN');
      expect(await goalIdsOn(phone)).toEqual([four.id, one.id, two.id, three.id]);

      // A partial order: the goals listed first, the rest keep their place after them.
      const saved = await call(phone, 'PUT', `/api/backlog/goals/order?user_id=${phone.id}`, {
        goal_ids: [three.id, one.id],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ message: 'Goal order saved' });
      const order = [three.id, one.id, four.id, two.id];
      expect(await goalIdsOn(phone)).toEqual(order);

      const desktop: Board = {
        ...phone,
        token: (await login(t.app, family.email, family.password)).token,
      };
      expect(await goalIdsOn(desktop)).toEqual(order);
      // A status change no longer moves a goal once the user has ordered them.
      await setStatus(desktop, two, 'OPEN');
      expect(await goalIdsOn(desktop)).toEqual(order);
      const five = await createGoal(desktop, { title: 'five' });
      expect(five.position).toBe(4);
      expect(await goalIdsOn(phone)).toEqual([...order, five.id]);

      const board = await call(phone, 'GET', '/api/backlog');
      const positions = board
        .json<{ items: (Goal | Task)[] }>()
        .items.filter((item): item is Goal => 'tasks' in item)
        .map((goal) => goal.position);
      expect(positions).toEqual([0, 1, 2, 3, 4]);

      const repeated = await call(phone, 'PUT', '/api/backlog/goals/order', {
        goal_ids: [one.id, one.id],
      });
      expect(repeated.statusCode).toBe(422);
      expect(repeated.json()).toEqual(failureAnswer('Each goal may appear only once in the order'));
      const empty = await call(phone, 'PUT', '/api/backlog/goals/order', { goal_ids: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual(failureAnswer('At least one goal is required'));
      expect(await goalIdsOn(phone)).toEqual([...order, five.id]);
    });
  });

  it('removing an account removes its goals, tasks and usage (ON DELETE CASCADE)', async () => {
    const board = await freshBoard();
    const goal = await createGoal(board, { title: 'Gone soon' });
    const task = await createTask(board, { title: 'Also gone', goal_id: goal.id });
    await t.database.db.execute(
      sql`insert into ai_usage (user_id, day, tokens_used, requests_made) values (${board.id}, '2026-01-01', 5, 1)`,
    );
    await t.database.db.execute(sql`delete from users where id = ${board.id}`);
    expect(await rowOf('goals', goal.id)).toBeUndefined();
    expect(await rowOf('tasks', task.id)).toBeUndefined();
    const usage = await queryRows(
      t.database,
      sql`select * from ai_usage where user_id = ${board.id}`,
    );
    expect(usage).toEqual([]);
  });

  it('seeding again changes nothing (idempotent)', async () => {
    const count = async () =>
      queryRows<{ flavors: number; categories: number }>(
        t.database,
        sql`select (select count(*)::int from flavors) as flavors, (select count(*)::int from categories) as categories`,
      );
    const before = await count();
    await seedDatabase(t.database.db);
    expect(await count()).toEqual(before);
    expect(before[0]?.categories).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /api/backlog query count', () => {
  it('reads a board in the same number of queries whatever its size (no N+1)', async () => {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]),
    });
    let queries = 0;
    const db = drizzle(client, { schema, logger: { logQuery: () => void (queries += 1) } });
    await seedDatabase(db as unknown as Database);
    const app = await buildApp({ config: testConfig, db: db as unknown as Database });
    try {
      await app.ready();
      const family = await register(app);
      const { token } = await login(app, family.email, family.password);
      const countFor = async () => {
        queries = 0;
        const response = await app.inject({ url: '/api/backlog', headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        return queries;
      };
      const add = async (goals: number, tasksEach: number) => {
        for (let g = 0; g < goals; g += 1) {
          const goal = await app.inject({
            method: 'POST',
            url: '/api/backlog/goals',
            headers: bearer(token),
            payload: { title: `Goal ${g}` },
          });
          for (let k = 0; k < tasksEach; k += 1) {
            await app.inject({
              method: 'POST',
              url: '/api/backlog/task',
              headers: bearer(token),
              payload: { title: `Task ${k}`, goal_id: goal.json<Goal>().id },
            });
          }
        }
      };
      await add(1, 1);
      const small = await countFor();
      await add(8, 4);
      const large = await countFor();
      expect(large).toBe(small);
      // The session (with the board's version), and the board itself.
      expect(small).toBe(2);
      // Unchanged since: the board rendered last time is served.
      expect(await countFor()).toBe(1);
    } finally {
      await app.close();
      await client.close();
    }
  });
});
