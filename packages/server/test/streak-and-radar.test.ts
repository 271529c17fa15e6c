import fs from 'node:fs';
import {
  categoryDistribution,
  currentFlavorResponse,
  detailedProfile,
  streak,
  type Goal,
  type Task,
} from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../src/db/seed';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
 * The profile's streak card and attributes radar count what the screens say they count: a day
 * counts towards the streak when a goal is closed on it as well as when a task is finished
 * ("Complete a goal or task today…"), in the user's time zone; the radar counts finished tasks,
 * and its "Last 30 days" counts them by the day they were finished.
 */

interface Kid {
  id: number;
  token: string;
}

describe.each(backends)('streak days and the attributes radar on %s', (backend) => {
  let t: TestApp;
  /** The fixed clock every time-dependent rule reads; null is the real time. */
  let clock: Date | null = null;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: () => clock ?? new Date() });
    // The built-in themes and their categories, which the radar counts by.
    await seedDatabase(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = null;
  });

  const call = (who: Kid, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

  async function newKid(): Promise<Kid> {
    const family = await register(t.app, newFamily());
    const { token } = await login(t.app, `${family.username}_kid`, family.password);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    return { id: me.json<{ id: number }>().id, token };
  }

  async function goalFor(who: Kid, title = 'Tidy my room', categoryId?: number): Promise<Goal> {
    const response = await call(who, 'POST', '/api/backlog/goals', {
      title,
      ...(categoryId ? { category_id: categoryId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Goal>();
  }

  async function setGoalStatus(who: Kid, goal: Goal, status: 'OPEN' | 'CLOSED') {
    const response = await call(who, 'PUT', `/api/backlog/goals/${goal.id}`, {
      title: goal.title,
      job_status: status,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function taskFor(who: Kid, goal: Goal, status: 'NEW' | 'OPEN' | 'CLOSED' = 'NEW') {
    const response = await call(who, 'POST', '/api/backlog/task', {
      title: 'A step',
      goal_id: goal.id,
      job_status: status,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  }

  const streakOf = async (who: Kid) => {
    const response = await call(who, 'GET', '/api/backlog/streak');
    expect(response.statusCode, response.body).toBe(200);
    return streak.parse(response.json());
  };

  describe('streak', () => {
    it('counts a day on which a goal was closed, as it counts a day with a finished task', async () => {
      const kid = await newKid();
      // Day 1: only a goal closed (it has no tasks at all). Day 2: only a task finished.
      // Day 3: a goal closed again after it was reopened.
      clock = new Date('2026-04-01T10:00:00Z');
      const first = await goalFor(kid, 'Read a book');
      await setGoalStatus(kid, first, 'CLOSED');
      expect(await streakOf(kid)).toEqual({
        current_streak: 1,
        longest_streak: 1,
        last_activity_date: '2026-04-01',
        streak_start_date: '2026-04-01',
      });
      clock = new Date('2026-04-02T10:00:00Z');
      await taskFor(kid, await goalFor(kid, 'Feed the cat'), 'CLOSED');
      clock = new Date('2026-04-03T10:00:00Z');
      await setGoalStatus(kid, first, 'OPEN');
      await setGoalStatus(kid, first, 'CLOSED');
      expect(await streakOf(kid)).toEqual({
        current_streak: 3,
        longest_streak: 3,
        last_activity_date: '2026-04-03',
        streak_start_date: '2026-04-01',
      });
      // Closing a goal and finishing a task on one day is still one day.
      await taskFor(kid, await goalFor(kid, 'Water plants'), 'CLOSED');
      expect((await streakOf(kid)).current_streak).toBe(3);
    });

    it('does not count a goal that is only created, opened or edited', async () => {
      const kid = await newKid();
      clock = new Date('2026-04-10T10:00:00Z');
      const goal = await goalFor(kid);
      await setGoalStatus(kid, goal, 'OPEN');
      await taskFor(kid, goal, 'OPEN');
      expect((await streakOf(kid)).current_streak).toBe(0);
    });

    it("reads a goal's day at the user's midnight (Asia/Tokyo)", async () => {
      const kid = await newKid();
      const zone = await call(kid, 'PUT', '/api/users/settings/preferences', {
        timezone: 'Asia/Tokyo',
      });
      expect(zone.statusCode, zone.body).toBe(200);
      // 23:59 and 00:01 in Tokyo (UTC+9): one UTC day, two Tokyo days.
      clock = new Date('2026-05-01T14:59:00Z');
      await setGoalStatus(kid, await goalFor(kid, 'Before midnight'), 'CLOSED');
      clock = new Date('2026-05-01T15:01:00Z');
      await setGoalStatus(kid, await goalFor(kid, 'After midnight'), 'CLOSED');
      expect(await streakOf(kid)).toEqual({
        current_streak: 2,
        longest_streak: 2,
        last_activity_date: '2026-05-02',
        streak_start_date: '2026-05-01',
      });
    });

    it('earns Streak Keeper bronze with three days of closed goals alone', async () => {
      const kid = await newKid();
      for (const day of ['2026-06-01', '2026-06-02', '2026-06-03']) {
        clock = new Date(`${day}T08:00:00Z`);
        await setGoalStatus(kid, await goalFor(kid, `Goal of ${day}`), 'CLOSED');
      }
      const profile = detailedProfile.parse((await call(kid, 'GET', '/api/users/profile')).json());
      expect(profile.badges.map((b) => `${b.badge_type}:${b.tier}`)).toContain(
        'STREAK_KEEPER:BRONZE',
      );
    });

    it('adds the days of goals closed before the rule, in the owner’s time zone (drizzle/0018)', async () => {
      const kid = await newKid();
      await call(kid, 'PUT', '/api/users/settings/preferences', { timezone: 'Asia/Tokyo' });
      const goal = await goalFor(kid, 'Closed long ago');
      // As a goal closed before this rule stands: closed, with no streak day of its own.
      await t.database.db.execute(
        sql`update goals set job_status = 'CLOSED', closed_at = '2026-03-01T20:00:00Z'
            where id = ${goal.id}`,
      );
      await t.database.db.execute(sql`delete from streak_days where user_id = ${kid.id}`);
      const migration = fs.readFileSync(
        new URL('../drizzle/0018_goal_description_streak_goal_days.sql', import.meta.url),
        'utf8',
      );
      const backfill = migration
        .split('--> statement-breakpoint')
        .find((statement) => statement.includes('INSERT INTO "streak_days"'));
      expect(backfill).toBeDefined();
      await t.database.db.execute(sql.raw(backfill ?? ''));
      // 20:00 UTC on 1 March is 05:00 on 2 March in Tokyo.
      const days = await queryRows<{ day: string }>(
        t.database,
        sql`select day::text as day from streak_days where user_id = ${kid.id}`,
      );
      expect(days).toEqual([{ day: '2026-03-02' }]);
      // Run again (a database that already has the day): nothing doubles, nothing fails.
      await t.database.db.execute(sql.raw(backfill ?? ''));
      expect(
        await queryRows(t.database, sql`select day from streak_days where user_id = ${kid.id}`),
      ).toHaveLength(1);
    });
  });

  describe('attributes radar', () => {
    /** Two categories of the kid's current theme, by name and id. */
    const twoCategories = async (who: Kid) => {
      const response = await call(who, 'GET', '/api/backlog/current-flavor');
      const [first, second] = currentFlavorResponse.parse(response.json()).active_categories;
      if (!first || !second) throw new Error(`too few categories: ${response.body}`);
      return [first, second] as const;
    };
    const radar = async (who: Kid, query: string) => {
      const response = await call(who, 'GET', `/api/backlog/tasks/category-distribution${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const parsed = categoryDistribution.parse(response.json());
      const counts = Object.fromEntries(
        parsed.distribution.filter((s) => s.count > 0).map((s) => [s.category_name, s.count]),
      );
      if (parsed.uncategorized.count > 0) counts.Uncategorized = parsed.uncategorized.count;
      return { total: parsed.total_tasks, counts };
    };

    it('"All" with status_filter=CLOSED counts finished tasks only', async () => {
      const kid = await newKid();
      const [a, b] = await twoCategories(kid);
      const chores = await goalFor(kid, 'Chores', a.category_id);
      const homework = await goalFor(kid, 'Homework', b.category_id);
      await taskFor(kid, chores, 'CLOSED');
      await taskFor(kid, chores, 'OPEN');
      await taskFor(kid, homework, 'NEW');
      await taskFor(kid, homework, 'CLOSED');
      await taskFor(kid, homework, 'CLOSED');
      expect(await radar(kid, '?status_filter=CLOSED')).toEqual({
        total: 3,
        counts: { [a.name]: 1, [b.name]: 2 },
      });
    });

    it('"Last 30 days" counts the tasks finished in the window, by the day they were finished', async () => {
      const kid = await newKid();
      const [a, b] = await twoCategories(kid);
      const chores = await goalFor(kid, 'Chores', a.category_id);
      const homework = await goalFor(kid, 'Homework', b.category_id);
      await t.database.db.execute(sql`
        insert into tasks (user_id, goal_id, title, job_status, created_at, closed_at) values
          (${kid.id}, ${chores.id}, 'made long ago, finished lately', 'CLOSED',
            now() - interval '90 days', now() - interval '2 days'),
          (${kid.id}, ${homework.id}, 'finished 31 days ago', 'CLOSED',
            now() - interval '40 days', now() - interval '31 days'),
          (${kid.id}, ${homework.id}, 'made yesterday, not finished', 'OPEN',
            now() - interval '1 day', null),
          (${kid.id}, ${homework.id}, 'made today, not started', 'NEW', now(), null)`);
      expect(await radar(kid, '/recent?days=30')).toEqual({ total: 1, counts: { [a.name]: 1 } });
      expect(await radar(kid, '/recent?days=32')).toEqual({
        total: 2,
        counts: { [a.name]: 1, [b.name]: 1 },
      });
      // Moved back out of Done: no longer finished, so no longer counted.
      const [task] = await queryRows<{ id: number }>(
        t.database,
        sql`select id from tasks where user_id = ${kid.id} and title = 'made long ago, finished lately'`,
      );
      const back = await call(kid, 'PUT', `/api/backlog/task/${task?.id}`, { job_status: 'OPEN' });
      expect(back.statusCode, back.body).toBe(200);
      expect(await radar(kid, '/recent?days=30')).toEqual({ total: 0, counts: {} });
    });
  });
});
