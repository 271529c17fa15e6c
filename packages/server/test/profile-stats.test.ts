import {
  categoryDistribution,
  currentUser,
  detailedProfile,
  familyAccountsResponse,
  performanceMetrics,
  recentAchievementsResponse,
  streak,
  type Goal,
  type Task,
} from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedDatabase } from '../src/db/seed';
import {
  backends,
  bearer,
  login,
  newFamily,
  openTestDatabase,
  queryRows,
  register,
  testConfig,
  type TestApp,
} from './helper';
import { consoleMailer } from '../src/mail/mailer';
import { failureAnswer, withoutMessageId } from './failure-answer';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Account {
  token: string;
  id: number;
  username: string;
}

interface Family {
  parent: Account;
  kid: Account;
  password: string;
}

describe.each(backends)('profile, badges, streak and statistics on %s', (backend) => {
  let t: TestApp;
  /** The fixed clock every time-dependent rule reads; null is the real time. */
  let clock: Date | null = null;

  beforeAll(async () => {
    const database = await openTestDatabase(backend);
    const app = await buildApp({
      config: testConfig,
      db: database.db,
      mailer: consoleMailer(database.db, () => {}),
      now: () => clock ?? new Date(),
    });
    await app.ready();
    await seedDatabase(database.db);
    t = {
      app,
      database,
      mail: [],
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = null;
  });

  const call = (who: Account | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? bearer(who.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function account(identifier: string, password: string): Promise<Account> {
    const { token, username } = await login(t.app, identifier, password);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    return { token, username, id: me.json<{ id: number }>().id };
  }

  async function newFamilyAccounts(): Promise<Family> {
    const family = await register(t.app, newFamily());
    return {
      parent: await account(family.email, family.password),
      kid: await account(`${family.username}_kid`, family.password),
      password: family.password,
    };
  }

  async function goalFor(who: Account, title = 'Tidy my room', categoryId?: number): Promise<Goal> {
    const response = await call(who, 'POST', '/api/backlog/goals', {
      title,
      ...(categoryId ? { category_id: categoryId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Goal>();
  }

  async function taskFor(who: Account, goal: Goal, title = 'Pick up toys'): Promise<Task> {
    const response = await call(who, 'POST', '/api/backlog/task', { title, goal_id: goal.id });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  }

  async function move(who: Account, task: Task, status: 'NEW' | 'OPEN' | 'CLOSED') {
    const response = await call(who, 'PUT', `/api/backlog/task/${task.id}`, {
      ...task,
      job_status: status,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Task>();
  }

  async function setGoalStatus(who: Account, goal: Goal, status: 'NEW' | 'OPEN' | 'CLOSED') {
    const response = await call(who, 'PUT', `/api/backlog/goals/${goal.id}`, {
      item_id: goal.id,
      title: goal.title,
      job_status: status,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Goal>();
  }

  /** Tasks already Done, written straight to the database (history older than the test). */
  async function doneTasks(who: Account, goal: Goal, count: number, closedAt = 'now()') {
    await t.database.db.execute(sql`
      insert into tasks (user_id, goal_id, title, job_status, closed_at)
      select ${who.id}, ${goal.id}, 'Earlier task ' || n, 'CLOSED', ${sql.raw(closedAt)}
      from generate_series(1, ${count}) as n`);
  }

  const profileOf = async (who: Account) => {
    const response = await call(who, 'GET', '/api/users/profile');
    expect(response.statusCode, response.body).toBe(200);
    return detailedProfile.parse(response.json());
  };
  const badgeKeys = async (who: Account) =>
    (await profileOf(who)).badges.map((b) => `${b.badge_type}:${b.tier}`).sort();

  const categoryId = async (name: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database,
      sql`select id from categories where flavor_key = 'GENERAL' and name = ${name}`,
    );
    if (!row) throw new Error(`no category ${name}`);
    return row.id;
  };

  describe('badges', () => {
    it('awards TASK_CRUSHER bronze with the first finished task, once, and keeps it', async () => {
      const { kid } = await newFamilyAccounts();
      expect(await badgeKeys(kid)).toEqual([]);
      const goal = await goalFor(kid);
      const task = await taskFor(kid, goal);
      await move(kid, task, 'OPEN');
      expect(await badgeKeys(kid)).toEqual([]);
      await move(kid, task, 'CLOSED');
      expect(await badgeKeys(kid)).toEqual(['TASK_CRUSHER:BRONZE']);
      // Back to In Progress and Done again: the badge stays, and is not awarded twice.
      await move(kid, task, 'OPEN');
      expect(await badgeKeys(kid)).toEqual(['TASK_CRUSHER:BRONZE']);
      await move(kid, task, 'CLOSED');
      const profile = await profileOf(kid);
      expect(profile.badges).toEqual([
        {
          id: expect.any(Number),
          badge_type: 'TASK_CRUSHER',
          name: 'Task Crusher',
          description: 'Finish 1 task',
          tier: 'BRONZE',
          earned_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
      expect(profile.badge_counts).toEqual({ total: 1, bronze: 1, silver: 0, gold: 0 });
      // /users/me lists the same badges.
      const me = currentUser.parse((await call(kid, 'GET', '/api/users/me')).json());
      expect(me.badges).toEqual(profile.badges);
    });

    it('awards each tier exactly once when moves race for it', async () => {
      const { kid } = await newFamilyAccounts();
      const goal = await goalFor(kid);
      await doneTasks(kid, goal, 22);
      const tasks = await Promise.all([1, 2, 3, 4].map((n) => taskFor(kid, goal, `Step ${n}`)));
      // Four moves at once, two of them of the same task: 22 + 3 distinct tasks reach 25.
      const racing = [tasks[0], tasks[1], tasks[2], tasks[2]] as Task[];
      await Promise.all(racing.map((task) => move(kid, task, 'CLOSED')));
      const rows = await queryRows<{ badge_type: string; tier: string; n: number }>(
        t.database,
        sql`select badge_type, tier, count(*)::int as n from badges where user_id = ${kid.id}
            group by badge_type, tier order by badge_type, tier`,
      );
      expect(rows).toEqual([
        { badge_type: 'TASK_CRUSHER', tier: 'BRONZE', n: 1 },
        { badge_type: 'TASK_CRUSHER', tier: 'SILVER', n: 1 },
      ]);
      // One streak day, however many tasks reached Done on it.
      const days = await queryRows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from streak_days where user_id = ${kid.id}`,
      );
      expect(days).toEqual([{ n: 1 }]);
    });

    it('awards TASK_CRUSHER gold at 100 finished tasks', async () => {
      const { kid } = await newFamilyAccounts();
      // A goal holds at most 50 tasks: the hundred are spread over three goals.
      const goals = [
        await goalFor(kid, 'First'),
        await goalFor(kid, 'Second'),
        await goalFor(kid, 'Third'),
      ];
      await doneTasks(kid, goals[0]!, 49);
      await doneTasks(kid, goals[1]!, 49);
      const task = await taskFor(kid, goals[2]!);
      await move(kid, task, 'CLOSED');
      expect(await badgeKeys(kid)).toEqual(['TASK_CRUSHER:BRONZE', 'TASK_CRUSHER:SILVER']);
      await move(kid, await taskFor(kid, goals[2]!), 'CLOSED');
      expect(await badgeKeys(kid)).toEqual([
        'TASK_CRUSHER:BRONZE',
        'TASK_CRUSHER:GOLD',
        'TASK_CRUSHER:SILVER',
      ]);
    });

    it('awards GOAL_GETTER and PROBLEM_SOLVER when goals close, at their thresholds', async () => {
      const { kid } = await newFamilyAccounts();
      const small = await goalFor(kid, 'Small goal');
      await setGoalStatus(kid, small, 'CLOSED');
      expect(await badgeKeys(kid)).toEqual(['GOAL_GETTER:BRONZE']);
      // A goal with 4 Done tasks is not a big one; with 5 it is.
      const big = await goalFor(kid, 'Big goal');
      await doneTasks(kid, big, 4);
      await setGoalStatus(kid, big, 'CLOSED');
      expect(await badgeKeys(kid)).not.toContain('PROBLEM_SOLVER:BRONZE');
      await setGoalStatus(kid, big, 'OPEN');
      await move(kid, await taskFor(kid, big), 'CLOSED');
      await setGoalStatus(kid, big, 'CLOSED');
      expect(await badgeKeys(kid)).toContain('PROBLEM_SOLVER:BRONZE');
      // Three more closed goals make five: GOAL_GETTER silver.
      for (const n of [1, 2, 3])
        await setGoalStatus(kid, await goalFor(kid, `Goal ${n}`), 'CLOSED');
      expect(await badgeKeys(kid)).toEqual([
        'GOAL_GETTER:BRONZE',
        'GOAL_GETTER:SILVER',
        'PROBLEM_SOLVER:BRONZE',
        'TASK_CRUSHER:BRONZE',
      ]);
    });

    it.each([
      ['HELPER', 'Chores'],
      ['HELPER', 'Kindness'],
      ['LEARNER', 'Homework'],
      ['CREATIVE_THINKER', 'Creative'],
    ])('awards %s bronze at 5 done tasks in %s goals', async (type, category) => {
      const { kid } = await newFamilyAccounts();
      const goal = await goalFor(kid, `${category} goal`, await categoryId(category));
      const other = await goalFor(kid, 'Sports goal', await categoryId('Sports'));
      await doneTasks(kid, other, 10);
      await doneTasks(kid, goal, 3);
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      expect(await badgeKeys(kid)).not.toContain(`${type}:BRONZE`);
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      expect(await badgeKeys(kid)).toContain(`${type}:BRONZE`);
      const next = (await profileOf(kid)).potential_badges.find((b) => b.badge_type === type);
      expect(next).toMatchObject({ tier: 'SILVER', progress: 5, target: 20, percentage: 25 });
    });

    it('awards TEAM_PLAYER to both members when family goals close on the same day', async () => {
      const { parent, kid } = await newFamilyAccounts();
      await setGoalStatus(kid, await goalFor(kid, 'Kid goal'), 'CLOSED');
      expect(await badgeKeys(kid)).not.toContain('TEAM_PLAYER:BRONZE');
      await setGoalStatus(parent, await goalFor(parent, 'Parent goal'), 'CLOSED');
      expect(await badgeKeys(parent)).toContain('TEAM_PLAYER:BRONZE');
      expect(await badgeKeys(kid)).toContain('TEAM_PLAYER:BRONZE');
      // Another family's goals never count.
      const other = await newFamilyAccounts();
      await setGoalStatus(other.kid, await goalFor(other.kid), 'CLOSED');
      expect(await badgeKeys(other.kid)).not.toContain('TEAM_PLAYER:BRONZE');
    });

    it('awards STREAK_KEEPER at 3, 7 and 30 days in a row', async () => {
      const { kid } = await newFamilyAccounts();
      const goal = await goalFor(kid);
      const finishOn = async (day: string) => {
        clock = new Date(`${day}T12:00:00Z`);
        await move(kid, await taskFor(kid, goal), 'CLOSED');
      };
      await finishOn('2026-01-01');
      await finishOn('2026-01-02');
      expect(await badgeKeys(kid)).not.toContain('STREAK_KEEPER:BRONZE');
      await finishOn('2026-01-03');
      expect(await badgeKeys(kid)).toContain('STREAK_KEEPER:BRONZE');
      for (const d of ['04', '05', '06']) await finishOn(`2026-01-${d}`);
      expect(await badgeKeys(kid)).not.toContain('STREAK_KEEPER:SILVER');
      await finishOn('2026-01-07');
      expect(await badgeKeys(kid)).toContain('STREAK_KEEPER:SILVER');
      await t.database.db.execute(sql`
        insert into streak_days (user_id, day)
        select ${kid.id}, date '2026-01-07' + n from generate_series(1, 21) as n`);
      await finishOn('2026-01-29');
      expect(await badgeKeys(kid)).not.toContain('STREAK_KEEPER:GOLD');
      await finishOn('2026-01-30');
      expect(await badgeKeys(kid)).toContain('STREAK_KEEPER:GOLD');
    });

    it("counts each family member's badges on the family page", async () => {
      const { parent, kid } = await newFamilyAccounts();
      const goal = await goalFor(kid);
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      await setGoalStatus(kid, goal, 'CLOSED');
      const response = await call(parent, 'GET', '/api/users/family-accounts');
      const accounts = familyAccountsResponse.parse(response.json()).family_accounts;
      expect(accounts.map((a) => [a.username, a.badge_counts])).toEqual([
        [parent.username, { gold: 0, silver: 0, bronze: 0 }],
        [kid.username, { gold: 0, silver: 0, bronze: 2 }],
      ]);
    });

    it('lists what is next with progress in potential_badges', async () => {
      const { kid } = await newFamilyAccounts();
      const goal = await goalFor(kid);
      await doneTasks(kid, goal, 4);
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      const potential = (await profileOf(kid)).potential_badges;
      expect(potential.map((p) => p.badge_type)).toEqual([
        'TASK_CRUSHER',
        'GOAL_GETTER',
        'STREAK_KEEPER',
        'HELPER',
        'LEARNER',
        'TEAM_PLAYER',
        'CREATIVE_THINKER',
        'PROBLEM_SOLVER',
      ]);
      expect(potential[0]).toEqual({
        badge_type: 'TASK_CRUSHER',
        name: 'Task Crusher',
        description: 'Finish 25 tasks',
        tier: 'SILVER',
        progress: 5,
        target: 25,
        percentage: 20,
      });
      expect(potential[1]).toMatchObject({ tier: 'BRONZE', progress: 0, target: 1 });
    });
  });

  describe('GET /backlog/streak', () => {
    /** The time zone chosen in Preferences, as the settings page saves it. */
    const chooseTimeZone = async (who: Account, timezone: string) => {
      const response = await call(who, 'PUT', '/api/users/settings/preferences', { timezone });
      expect(response.statusCode, response.body).toBe(200);
    };
    const streakOf = async (who: Account) => {
      const response = await call(who, 'GET', '/api/backlog/streak?_t=123');
      expect(response.statusCode, response.body).toBe(200);
      return streak.parse(response.json());
    };

    it('starts at zero, counts days in a row and ends after a missed day', async () => {
      const { kid } = await newFamilyAccounts();
      expect(await streakOf(kid)).toEqual({
        current_streak: 0,
        longest_streak: 0,
        last_activity_date: null,
        streak_start_date: null,
      });
      const goal = await goalFor(kid);
      for (const day of ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-05']) {
        clock = new Date(`${day}T09:00:00Z`);
        await move(kid, await taskFor(kid, goal), 'CLOSED');
      }
      // On the 5th: a new run of one day; the three-day run is the longest.
      expect(await streakOf(kid)).toEqual({
        current_streak: 1,
        longest_streak: 3,
        last_activity_date: '2026-02-05',
        streak_start_date: '2026-02-05',
      });
      // The next day the streak is still alive (today's task may come) ...
      clock = new Date('2026-02-06T22:00:00Z');
      expect((await streakOf(kid)).current_streak).toBe(1);
      // ... the day after that it is over.
      clock = new Date('2026-02-07T00:30:00Z');
      expect(await streakOf(kid)).toMatchObject({ current_streak: 0, streak_start_date: null });
    });

    it("counts days at the user's midnight in Asia/Tokyo", async () => {
      const { kid } = await newFamilyAccounts();
      await chooseTimeZone(kid, 'Asia/Tokyo');
      const goal = await goalFor(kid);
      // 23:59 and 00:01 in Tokyo (UTC+9): one UTC day, two Tokyo days.
      clock = new Date('2026-01-01T14:59:00Z');
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      clock = new Date('2026-01-01T15:01:00Z');
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      expect(await streakOf(kid)).toEqual({
        current_streak: 2,
        longest_streak: 2,
        last_activity_date: '2026-01-02',
        streak_start_date: '2026-01-01',
      });
    });

    it('counts days across midnight and the DST change in America/Los_Angeles', async () => {
      const { kid } = await newFamilyAccounts();
      await chooseTimeZone(kid, 'America/Los_Angeles');
      const goal = await goalFor(kid);
      const finishAt = async (instant: string) => {
        clock = new Date(instant);
        await move(kid, await taskFor(kid, goal), 'CLOSED');
      };
      // Sat 7 March 23:30 PST and Sun 8 March 00:30 PST: one UTC day, two local days.
      await finishAt('2026-03-08T07:30:00Z');
      await finishAt('2026-03-08T08:30:00Z');
      // Sunday has 23 hours (clocks spring forward at 02:00): 23:30 PDT Sunday is 06:30 UTC
      // Monday, still Sunday locally, so no new day; 00:10 PDT Monday is one.
      await finishAt('2026-03-09T06:30:00Z');
      expect((await streakOf(kid)).current_streak).toBe(2);
      await finishAt('2026-03-09T07:10:00Z');
      expect(await streakOf(kid)).toEqual({
        current_streak: 3,
        longest_streak: 3,
        last_activity_date: '2026-03-09',
        streak_start_date: '2026-03-07',
      });
      // Monday 23:59 PDT (06:59 UTC Tuesday) the streak is alive; Wednesday 00:01 PDT it is over.
      clock = new Date('2026-03-10T06:59:00Z');
      expect((await streakOf(kid)).current_streak).toBe(3);
      clock = new Date('2026-03-11T07:01:00Z');
      expect((await streakOf(kid)).current_streak).toBe(0);
    });
  });

  describe('GET /backlog/performance-metrics', () => {
    const metricsOf = async (who: Account, query = '') => {
      const response = await call(who, 'GET', `/api/backlog/performance-metrics${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return performanceMetrics.parse(response.json());
    };

    it('measures velocity and progress against the targets, never stale after a change', async () => {
      const { kid } = await newFamilyAccounts();
      expect(await metricsOf(kid)).toEqual({
        tasksPerWeek: { current: 0, average: 0, target: 20 },
        goalsPerMonth: { current: 0, average: 0, target: 10 },
        overallProgress: { completed: 0, total: 0, activeGoals: 0 },
      });
      const goal = await goalFor(kid);
      const open = await goalFor(kid, 'Open goal');
      await setGoalStatus(kid, open, 'OPEN');
      // 3 tasks this week, 4 five weeks ago: 7 over 5 weeks of history.
      await doneTasks(kid, goal, 3, "now() - interval '2 days'");
      await doneTasks(kid, goal, 4, "now() - interval '35 days'");
      // The direct inserts above raised board_version as well: nothing stale is served.
      const before = await metricsOf(kid);
      expect(before.tasksPerWeek).toEqual({ current: 3, average: 1.4, target: 20 });
      expect(before.overallProgress).toEqual({ completed: 0, total: 2, activeGoals: 1 });
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      await setGoalStatus(kid, goal, 'CLOSED');
      const after = await metricsOf(kid, '?_t=1');
      expect(after.tasksPerWeek.current).toBe(4);
      expect(after.goalsPerMonth).toEqual({ current: 1, average: 0.9, target: 10 });
      expect(after.overallProgress).toEqual({ completed: 1, total: 2, activeGoals: 1 });
    });
  });

  describe('GET /backlog/goals/recent-achievements', () => {
    it('lists the latest closed goals, newest first, up to the limit', async () => {
      const { kid } = await newFamilyAccounts();
      const empty = await call(kid, 'GET', '/api/backlog/goals/recent-achievements');
      expect(empty.json()).toEqual([]);
      const goals: Goal[] = [];
      for (const n of [1, 2, 3, 4, 5, 6]) goals.push(await goalFor(kid, `Goal ${n}`));
      for (const goal of goals) await setGoalStatus(kid, goal, 'CLOSED');
      await goalFor(kid, 'Still open');
      const response = await call(
        kid,
        'GET',
        '/api/backlog/goals/recent-achievements?limit=5&_t=9',
      );
      expect(response.statusCode).toBe(200);
      const list = recentAchievementsResponse.parse(response.json());
      expect(list.map((a) => a.title)).toEqual(['Goal 6', 'Goal 5', 'Goal 4', 'Goal 3', 'Goal 2']);
      expect(list[0]).toEqual({
        item_id: goals[5]?.id,
        title: 'Goal 6',
        description: null,
        closed_at: expect.stringMatching(/Z$/),
      });
      const two = await call(kid, 'GET', '/api/backlog/goals/recent-achievements?limit=2');
      expect(two.json()).toHaveLength(2);
    });

    it.each(['0', '51', 'abc', '2.5'])('refuses limit=%s with 422 and a detail', async (limit) => {
      const { kid } = await newFamilyAccounts();
      const response = await call(
        kid,
        'GET',
        `/api/backlog/goals/recent-achievements?limit=${limit}`,
      );
      expect(response.statusCode).toBe(422);
      expect(withoutMessageId(response.json())).toEqual({
        detail: expect.stringContaining('limit'),
      });
    });
  });

  describe('category distribution', () => {
    it('counts tasks per category of the current flavor, with the uncategorized slice', async () => {
      const { kid } = await newFamilyAccounts();
      const chores = await categoryId('Chores');
      const homework = await categoryId('Homework');
      const choresGoal = await goalFor(kid, 'Chores goal', chores);
      const homeworkGoal = await goalFor(kid, 'Homework goal', homework);
      const plain = await goalFor(kid, 'Plain goal');
      await doneTasks(kid, choresGoal, 3);
      await taskFor(kid, choresGoal);
      await doneTasks(kid, homeworkGoal, 1);
      await taskFor(kid, plain);
      const all = categoryDistribution.parse(
        (await call(kid, 'GET', '/api/backlog/tasks/category-distribution')).json(),
      );
      expect(all.total_tasks).toBe(6);
      expect(all.current_flavor).toBe('GENERAL');
      expect(all.distribution).toHaveLength(8);
      expect(all.distribution.find((d) => d.category_id === chores)).toEqual({
        category_id: chores,
        category_name: 'Chores',
        category_color: 'blue',
        count: 4,
        percentage: 66.7,
      });
      expect(all.uncategorized).toEqual({
        category_id: null,
        category_name: 'Uncategorized',
        category_color: '#9ca3af',
        count: 1,
        percentage: 16.7,
      });
      expect(all.summary).toEqual({
        categorized_tasks: 5,
        categorized_percentage: 83.3,
        categories_used: 2,
        total_categories_available: 8,
      });
      expect(all.filters_applied).toEqual({ include_completed: true, status_filter: null });

      const closed = categoryDistribution.parse(
        (
          await call(
            kid,
            'GET',
            '/api/backlog/tasks/category-distribution?status_filter=CLOSED&_t=1',
          )
        ).json(),
      );
      expect(closed.total_tasks).toBe(4);
      expect(closed.uncategorized.count).toBe(0);
      expect(closed.filters_applied).toEqual({ include_completed: true, status_filter: 'CLOSED' });

      const active = categoryDistribution.parse(
        (
          await call(kid, 'GET', '/api/backlog/tasks/category-distribution?include_completed=false')
        ).json(),
      );
      expect(active.total_tasks).toBe(2);
    });

    it('counts only tasks finished in the recent window, by the day they were finished', async () => {
      const { kid } = await newFamilyAccounts();
      const goal = await goalFor(kid);
      await t.database.db.execute(sql`
        insert into tasks (user_id, goal_id, title, job_status, created_at, closed_at) values
          (${kid.id}, ${goal.id}, 'old', 'CLOSED', now() - interval '60 days', now() - interval '45 days'),
          (${kid.id}, ${goal.id}, 'old, finished lately', 'CLOSED', now() - interval '60 days', now() - interval '3 days'),
          (${kid.id}, ${goal.id}, 'new', 'NEW', now() - interval '1 day', null)`);
      const recent = categoryDistribution.parse(
        (await call(kid, 'GET', '/api/backlog/tasks/category-distribution/recent')).json(),
      );
      // Only the task finished 3 days ago: the new one is not finished, the old one too long ago.
      expect(recent.total_tasks).toBe(1);
      expect(recent.filters_applied).toEqual({ days: 30 });
      const wider = categoryDistribution.parse(
        (await call(kid, 'GET', '/api/backlog/tasks/category-distribution/recent?days=50')).json(),
      );
      expect(wider.total_tasks).toBe(2);
    });

    it.each([
      ['/recent?days=0', 'days'],
      ['/recent?days=400', 'days'],
      ['?status_filter=DONE', 'status_filter'],
      ['?include_completed=maybe', 'include_completed'],
    ])('refuses %s with 422', async (query, field) => {
      const { kid } = await newFamilyAccounts();
      const response = await call(kid, 'GET', `/api/backlog/tasks/category-distribution${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail.length).toBeGreaterThan(0);
      expect(field.length).toBeGreaterThan(0);
    });
  });

  describe('the detailed profile and privacy', () => {
    it('shows the own profile in full', async () => {
      const { parent } = await newFamilyAccounts();
      const profile = await profileOf(parent);
      expect(profile).toMatchObject({
        id: parent.id,
        username: parent.username,
        email: expect.stringContaining('@example.com'),
        age: expect.any(Number),
        role: 'USER',
        access_level: 'BASIC',
        is_verified: false,
        tasks_completed: 0,
        goals_completed: 0,
        communities: 0,
        badges: [],
        bio: null,
        badge_counts: { total: 0, bronze: 0, silver: 0, gold: 0 },
        account_type: 'PARENT',
        is_primary_child: false,
        show_progress: true,
        is_own_profile: true,
      });
      expect(profile.potential_badges).toHaveLength(8);
    });

    it('counts a task the moment it is done, though the measures are reused between changes', async () => {
      const { kid } = await newFamilyAccounts();
      const goal = await goalFor(kid);
      const task = await taskFor(kid, goal);
      expect((await profileOf(kid)).tasks_completed).toBe(0);
      await move(kid, task, 'CLOSED');
      expect((await profileOf(kid)).tasks_completed).toBe(1);
      await move(kid, task, 'OPEN');
      expect((await profileOf(kid)).tasks_completed).toBe(0);
    });

    it('shows a child to its own family, with its progress', async () => {
      const { parent, kid } = await newFamilyAccounts();
      const goal = await goalFor(kid);
      await move(kid, await taskFor(kid, goal), 'CLOSED');
      await setGoalStatus(kid, goal, 'CLOSED');
      const response = await call(parent, 'GET', `/api/users/${kid.id}/profile`);
      expect(response.statusCode, response.body).toBe(200);
      expect(detailedProfile.parse(response.json())).toMatchObject({
        id: kid.id,
        username: kid.username,
        tasks_completed: 1,
        goals_completed: 1,
        badge_counts: { total: 2, bronze: 2, silver: 0, gold: 0 },
        is_own_profile: false,
        show_progress: true,
        potential_badges: [],
      });
      for (const url of [
        `/api/backlog/streak?user_id=${kid.id}`,
        `/api/backlog/performance-metrics?user_id=${kid.id}`,
        `/api/backlog/goals/recent-achievements?user_id=${kid.id}`,
        `/api/backlog/tasks/category-distribution?user_id=${kid.id}`,
        `/api/backlog/tasks/category-distribution/recent?user_id=${kid.id}`,
      ]) {
        expect((await call(parent, 'GET', url)).statusCode, url).toBe(200);
      }
      const achievements = await call(
        parent,
        'GET',
        `/api/backlog/goals/recent-achievements?user_id=${kid.id}`,
      );
      expect(achievements.json()).toEqual([expect.objectContaining({ title: 'Tidy my room' })]);
    });

    it("answers 404 for another family's child, exactly as for nobody", async () => {
      const { kid } = await newFamilyAccounts();
      const outsider = await newFamilyAccounts();
      const goal = await goalFor(kid, 'Secret goal');
      await setGoalStatus(kid, goal, 'CLOSED');
      const missing = await call(outsider.parent, 'GET', '/api/users/2147483000/profile');
      for (const url of [
        `/api/users/${kid.id}/profile`,
        `/api/backlog/streak?user_id=${kid.id}`,
        `/api/backlog/performance-metrics?user_id=${kid.id}`,
        `/api/backlog/goals/recent-achievements?user_id=${kid.id}`,
        `/api/backlog/tasks/category-distribution?user_id=${kid.id}`,
        `/api/backlog/tasks/category-distribution/recent?user_id=${kid.id}`,
      ]) {
        for (const who of [outsider.parent, outsider.kid]) {
          const response = await call(who, 'GET', url);
          expect(response.statusCode, url).toBe(404);
          expect(response.body).toBe(missing.body);
          expect(response.body).not.toContain(kid.username);
          expect(response.body).not.toContain('Secret goal');
        }
      }
      expect(missing.json()).toEqual(
        failureAnswer('User not found. This profile may have been removed or does not exist.'),
      );
    });

    it("shows another family's parent only as its privacy settings allow", async () => {
      const { parent } = await newFamilyAccounts();
      const outsider = await newFamilyAccounts();
      const profileUrl = `/api/users/${parent.id}/profile`;
      const setPrivacy = async (changes: Record<string, unknown>) => {
        const saved = await call(parent, 'PUT', '/api/users/settings/privacy', changes);
        expect(saved.statusCode, saved.body).toBe(200);
      };

      // Everyone starts PRIVATE: to an outsider the parent reads as nobody, as in the directory.
      const hidden = await call(outsider.kid, 'GET', profileUrl);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(
        failureAnswer('User not found. This profile may have been removed or does not exist.'),
      );
      await setPrivacy({ profile_visibility: 'FRIENDS' });
      expect((await call(outsider.kid, 'GET', profileUrl)).statusCode).toBe(404);
      // The family always sees its parent.
      expect((await call(parent, 'GET', profileUrl)).statusCode).toBe(200);

      // PUBLIC: the profile opens, without e-mail or age until the parent shows them.
      await setPrivacy({ profile_visibility: 'PUBLIC' });
      const shown = await call(outsider.kid, 'GET', profileUrl);
      expect(shown.statusCode).toBe(200);
      expect(detailedProfile.parse(shown.json())).toMatchObject({
        username: parent.username,
        email: null,
        age: null,
        is_own_profile: false,
        potential_badges: [],
      });
      expect(shown.body).not.toContain('@example.com');

      await setPrivacy({ show_email: true, show_age: true });
      const open = detailedProfile.parse((await call(outsider.kid, 'GET', profileUrl)).json());
      expect(open.email).toContain('@');
      expect(open.age).toEqual(expect.any(Number));

      // Progress and badges follow their own switches.
      const streakUrl = `/api/backlog/streak?user_id=${parent.id}`;
      const progressCall = await call(
        outsider.kid,
        'GET',
        `/api/backlog/performance-metrics?user_id=${parent.id}`,
      );
      expect(progressCall.statusCode, progressCall.body).toBe(200);
      await setPrivacy({ show_progress: false, show_badges: false });
      const withheld = await call(
        outsider.kid,
        'GET',
        `/api/backlog/performance-metrics?user_id=${parent.id}`,
      );
      expect(withheld.statusCode).toBe(403);
      expect(withheld.json()).toEqual(failureAnswer("This user's progress is private"));
      expect((await call(outsider.kid, 'GET', streakUrl)).statusCode).toBe(403);
      expect(
        detailedProfile.parse((await call(outsider.kid, 'GET', profileUrl)).json()).badges,
      ).toEqual([]);
    });

    it('needs a session and a valid id', async () => {
      const { kid } = await newFamilyAccounts();
      expect((await call(null, 'GET', '/api/users/profile')).statusCode).toBe(401);
      expect((await call(null, 'GET', '/api/backlog/streak')).statusCode).toBe(401);
      const bad = await call(kid, 'GET', '/api/users/abc/profile');
      expect(bad.statusCode).toBe(422);
      expect(withoutMessageId(bad.json())).toEqual({ detail: expect.any(String) });
    });
  });
});
