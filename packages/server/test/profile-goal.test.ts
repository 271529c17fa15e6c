import { randomBytes } from 'node:crypto';
import { profileGoal, type Goal, type Task } from '@taskboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  register,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

/**
 * GET /api/users/{userId}/goals/{goalId}: a goal opened from someone's profile shows its tasks,
 * under exactly the profile's privacy rules (the whole matrix is in privacy-matrix.test.ts).
 */

interface Member {
  id: number;
  token: string;
}

describe.each(backends)("a profile's goal on %s", (backend) => {
  let t: TestApp;
  let parent: Member;
  let kid: Member;
  let outsider: Member;
  let closedGoal: Goal;
  let tasks: Task[];
  let openGoal: Goal;
  let parentGoal: Goal;

  const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: who ? bearer(who.token) : {},
      ...(body ? { payload: body } : {}),
    });

  async function member(identifier: string, password: string): Promise<Member> {
    const { token } = await login(t.app, identifier, password);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    return { id: me.json<{ id: number }>().id, token };
  }

  async function goalFor(who: Member, title: string, description?: string): Promise<Goal> {
    const response = await call(who, 'POST', '/api/backlog/goals', { title, description });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Goal>();
  }

  async function taskFor(who: Member, goal: Goal, title: string, status = 'NEW'): Promise<Task> {
    const response = await call(who, 'POST', '/api/backlog/task', {
      title,
      goal_id: goal.id,
      job_status: status,
      icon: 'book',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    const family = await register(t.app, newFamily());
    parent = await member(family.email, family.password);
    kid = await member(`${family.username}_kid`, family.password);
    const other = await register(t.app, newFamily());
    outsider = await member(other.email, other.password);

    closedGoal = await goalFor(kid, 'Read a whole book', 'One chapter every night');
    tasks = [
      await taskFor(kid, closedGoal, 'Chapter one', 'CLOSED'),
      await taskFor(kid, closedGoal, 'Chapter two', 'CLOSED'),
      await taskFor(kid, closedGoal, 'Chapter three', 'CLOSED'),
    ];
    const closed = await call(kid, 'PUT', `/api/backlog/goals/${closedGoal.id}`, {
      title: closedGoal.title,
      job_status: 'CLOSED',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    closedGoal = closed.json<Goal>();
    openGoal = await goalFor(kid, 'Learn to swim');
    await taskFor(kid, openGoal, 'Put on goggles');
    parentGoal = await goalFor(parent, 'Plan the holiday');
  });
  afterAll(() => t.close());

  it("opens a child's closed goal with its tasks, oldest first, for the child's parent", async () => {
    const response = await call(parent, 'GET', `/api/users/${kid.id}/goals/${closedGoal.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = profileGoal.parse(response.json());
    expect(answer.goal).toEqual(closedGoal);
    expect(answer.goal).toMatchObject({
      title: 'Read a whole book',
      description: 'One chapter every night',
      job_status: 'CLOSED',
      tasks: tasks.map((task) => task.id),
    });
    expect(answer.tasks.map((task) => [task.title, task.job_status, task.icon])).toEqual([
      ['Chapter one', 'CLOSED', 'book'],
      ['Chapter two', 'CLOSED', 'book'],
      ['Chapter three', 'CLOSED', 'book'],
    ]);
    // The same tasks the owner's own board call gives.
    const own = await call(kid, 'GET', `/api/backlog/goals/${closedGoal.id}/task`);
    expect(answer.tasks).toEqual(own.json());
  });

  it('opens the own profile’s goals, open ones too', async () => {
    const response = await call(kid, 'GET', `/api/users/${kid.id}/goals/${openGoal.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = profileGoal.parse(response.json());
    expect(answer.goal.description).toBeNull();
    expect(answer.tasks.map((task) => task.title)).toEqual(['Put on goggles']);
  });

  it("answers 404 for a goal that is not that user's, even one the caller may see elsewhere", async () => {
    for (const [userId, goalId] of [
      [kid.id, parentGoal.id],
      [parent.id, closedGoal.id],
      [kid.id, 2_147_483_000],
    ] as const) {
      const response = await call(parent, 'GET', `/api/users/${userId}/goals/${goalId}`);
      expect(response.statusCode, `${userId}/${goalId}`).toBe(404);
      expect(response.json()).toEqual(failureAnswer('Goal not found'));
    }
  });

  it('answers another family exactly as for a user who does not exist, naming nothing', async () => {
    const missing = await call(outsider, 'GET', `/api/users/2147483000/goals/${closedGoal.id}`);
    expect(missing.statusCode).toBe(404);
    for (const goal of [closedGoal, openGoal]) {
      const response = await call(outsider, 'GET', `/api/users/${kid.id}/goals/${goal.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
      expect(response.body).not.toContain('book');
    }
  });

  it('needs a session and whole positive ids', async () => {
    const anonymous = await call(null, 'GET', `/api/users/${kid.id}/goals/${closedGoal.id}`);
    expect(anonymous.statusCode).toBe(401);
    for (const path of [
      `/api/users/abc/goals/${closedGoal.id}`,
      `/api/users/${kid.id}/goals/0`,
      `/api/users/${kid.id}/goals/1.5`,
      `/api/users/${kid.id}/goals/2147483648`,
      `/api/users/-1/goals/${closedGoal.id}`,
    ]) {
      const response = await call(parent, 'GET', path);
      expect(response.statusCode, path).toBe(422);
      expect(response.json<{ detail: string }>().detail).toMatch(/userId|goalId/);
      expect(response.body).not.toMatch(/ at .*\.ts|stack/i);
    }
  });

  it('is in the OpenAPI document under users, with its answer', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json<{
      paths: Record<string, { get?: { tags?: string[]; responses?: Record<string, unknown> } }>;
    }>().paths;
    const route = paths['/api/users/{userId}/goals/{goalId}']?.get;
    expect(route?.tags).toEqual(['users']);
    expect(Object.keys(route?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '422']),
    );
  });

  it('names a random id no better than a wrong one', async () => {
    const random = 1_000_000 + randomBytes(2).readUInt16LE(0);
    const response = await call(outsider, 'GET', `/api/users/${random}/goals/${closedGoal.id}`);
    expect(response.statusCode).toBe(404);
  });
});
