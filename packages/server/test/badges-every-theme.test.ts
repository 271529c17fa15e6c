import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  badgeTypes,
  categoryBadgeKinds,
  detailedProfile,
  flavorsResponse,
  type CategoryBadgeKind,
  type Flavor,
  type Goal,
  type Task,
} from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/db/seed';
import { migrationsFolder } from '../src/paths';
import { builtInFlavors } from '../src/services/flavors';
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

type Method = 'GET' | 'POST' | 'PUT';

interface Account {
  token: string;
}

/** Enough tasks of one kind for its bronze badge (HELPER, LEARNER, CREATIVE_THINKER: 5). */
const BRONZE_TASKS = 5;

describe.each(backends)('every badge under every built-in theme on %s', (backend) => {
  let t: TestApp;
  /** The clock the app reads: each finished task lands on its own day, for STREAK_KEEPER. */
  let clock = new Date('2026-04-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: () => clock });
    await seedDatabase(t.database.db);
  });
  afterAll(() => t.close());

  const call = async (who: Account, method: Method, url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(who.token),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };

  async function familyOf(): Promise<{ parent: Account; kid: Account }> {
    const family = await register(t.app, newFamily());
    const parent = await login(t.app, family.email, family.password);
    const kid = await login(t.app, `${family.username}_kid`, family.password);
    return { parent: { token: parent.token }, kid: { token: kid.token } };
  }

  const goalIn = async (who: Account, title: string, categoryId: number | null) =>
    (
      await call(who, 'POST', '/api/backlog/goals', { title, category_id: categoryId })
    ).json<Goal>();

  async function finishTask(who: Account, goal: Goal, title: string) {
    const task = (
      await call(who, 'POST', '/api/backlog/task', { title, goal_id: goal.id })
    ).json<Task>();
    await call(who, 'PUT', `/api/backlog/task/${task.id}`, { ...task, job_status: 'CLOSED' });
  }

  const closeGoal = (who: Account, goal: Goal) =>
    call(who, 'PUT', `/api/backlog/goals/${goal.id}`, {
      item_id: goal.id,
      title: goal.title,
      job_status: 'CLOSED',
    });

  const builtIns = async (who: Account): Promise<Flavor[]> =>
    flavorsResponse.parse((await call(who, 'GET', '/api/backlog/flavors')).json()).flavors;

  it('lists a badge kind on every category, and each theme has a category of every kind', async () => {
    const { kid } = await familyOf();
    const flavors = await builtIns(kid);
    expect(flavors.map((f) => f.flavor)).toEqual(builtInFlavors.map((f) => f.key));
    for (const flavor of flavors) {
      const kinds = new Set(flavor.categories.map((c) => c.badge_kind));
      for (const kind of categoryBadgeKinds) expect(kinds, flavor.flavor).toContain(kind);
    }
  });

  it.each(builtInFlavors.map((f) => f.key))(
    'under %s a child reaches bronze in each of the eight badges',
    async (flavorKey) => {
      const { parent, kid } = await familyOf();
      await call(kid, 'POST', `/api/backlog/switch-flavor?new_flavor=${flavorKey}`);
      const flavor = (await builtIns(kid)).find((f) => f.flavor === flavorKey);
      if (!flavor) throw new Error(`no flavor ${flavorKey}`);
      const categoryOf = (kind: CategoryBadgeKind) => {
        const category = flavor.categories.find((c) => c.badge_kind === kind);
        if (!category) throw new Error(`${flavorKey} has no ${kind} category`);
        return category;
      };

      let day = 0;
      const goals: Goal[] = [];
      for (const kind of categoryBadgeKinds) {
        const goal = await goalIn(kid, `${kind} goal`, categoryOf(kind).category_id);
        goals.push(goal);
        for (let n = 1; n <= BRONZE_TASKS; n += 1) {
          // One task a day: fifteen days in a row, whatever the theme calls its categories.
          clock = new Date(Date.UTC(2026, 3, 1 + day, 12));
          day += 1;
          await finishTask(kid, goal, `${kind} task ${n}`);
        }
      }
      // A goal with five finished tasks closed on a day the parent closes one too.
      await closeGoal(kid, goals[0] as Goal);
      await closeGoal(parent, await goalIn(parent, 'Parent goal', null));

      const profile = detailedProfile.parse((await call(kid, 'GET', '/api/users/profile')).json());
      const bronze = profile.badges.filter((b) => b.tier === 'BRONZE').map((b) => b.badge_type);
      expect([...bronze].sort()).toEqual([...badgeTypes].sort());
    },
  );

  it('counts a task by its category badge kind, not by the category name', async () => {
    const { kid } = await familyOf();
    const theme = (
      await call(kid, 'POST', '/api/backlog/custom-themes', {
        name: 'Mis tareas',
        description: 'Categorías en español',
        categories: [
          { name: 'Ayudar en casa', badge_kind: 'HELPER' },
          { name: 'Chores', badge_kind: null },
        ],
      })
    ).json<{
      theme_id: string;
      categories: { category_id: number; badge_kind: string | null }[];
    }>();
    await call(kid, 'POST', `/api/backlog/switch-flavor?new_flavor=${theme.theme_id}`);
    const [helping, namedChores] = theme.categories;
    expect(theme.categories.map((c) => c.badge_kind)).toEqual(['HELPER', null]);

    // Five tasks under a category merely named Chores earn no Helper badge …
    const chores = await goalIn(kid, 'Named Chores', namedChores?.category_id ?? null);
    for (let n = 1; n <= BRONZE_TASKS; n += 1) await finishTask(kid, chores, `chore ${n}`);
    const helperTiers = async () =>
      detailedProfile
        .parse((await call(kid, 'GET', '/api/users/profile')).json())
        .badges.filter((b) => b.badge_type === 'HELPER');
    expect(await helperTiers()).toEqual([]);

    // … five under the Spanish-named HELPER category do.
    const casa = await goalIn(kid, 'En casa', helping?.category_id ?? null);
    for (let n = 1; n <= BRONZE_TASKS; n += 1) await finishTask(kid, casa, `casa ${n}`);
    expect((await helperTiers()).map((b) => b.tier)).toEqual(['BRONZE']);
  });

  it("the migration gives every built-in category the kind the seed's list gives it", async () => {
    const sqlText = readFileSync(
      path.join(migrationsFolder, '0016_category_badge_kind.sql'),
      'utf8',
    );
    // The data statements only: the type and the column exist already.
    const updates = sqlText
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n\s*)*UPDATE/.test(statement));
    expect(updates).toHaveLength(2);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update categories set badge_kind = null`);
        for (const statement of updates) await tx.execute(sql.raw(statement));
        const rows = await tx.execute(
          sql`select c.flavor_key, c.name, c.badge_kind from categories c
            join flavors f on f.key = c.flavor_key where f.built_in order by c.flavor_key, c.name`,
        );
        const migrated = (rows as unknown as { rows: Record<string, string | null>[] }).rows;
        const listed = builtInFlavors
          .flatMap((f) =>
            f.categories.map((c) => ({ flavor_key: f.key, name: c.name, badge_kind: c.badgeKind })),
          )
          .sort((a, b) =>
            a.flavor_key === b.flavor_key
              ? a.name.localeCompare(b.name)
              : a.flavor_key.localeCompare(b.flavor_key),
          );
        expect(migrated).toEqual(expect.arrayContaining(listed));
        expect(migrated).toHaveLength(listed.length);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
      });
    // The rollback left the seeded kinds in place.
    const [general] = await queryRows<{ badge_kind: string | null }>(
      t.database,
      sql`select badge_kind from categories where flavor_key = 'GENERAL' and name = 'Kindness'`,
    );
    expect(general?.badge_kind).toBe('HELPER');
  });
});

describe.each(backends)("a custom theme's badge kinds on %s", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDatabase(t.database.db);
  });
  afterAll(() => t.close());

  async function signIn() {
    const family = await register(t.app, newFamily());
    return (await login(t.app, family.email, family.password)).token;
  }

  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  it('keeps a kind an edit leaves out, and sets the one an edit sends', async () => {
    const token = await signIn();
    const created = await send(token, 'POST', '/api/backlog/custom-themes', {
      name: 'Summer',
      description: 'Holidays',
      categories: [{ name: 'Helping Grandma', badge_kind: 'HELPER' }, { name: 'Swimming' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const theme = created.json<{
      theme_id: string;
      categories: { category_id: number; name: string; badge_kind: string | null }[];
    }>();
    expect(theme.categories.map((c) => c.badge_kind)).toEqual(['HELPER', null]);

    // An older client sends no badge_kind: the kinds stay as they were.
    const edited = await send(token, 'PUT', `/api/backlog/custom-themes/${theme.theme_id}`, {
      name: 'Summer',
      description: 'Holidays',
      categories: theme.categories.map(({ category_id, name }) => ({ category_id, name })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<typeof theme>().categories.map((c) => c.badge_kind)).toEqual([
      'HELPER',
      null,
    ]);

    const changed = await send(token, 'PUT', `/api/backlog/custom-themes/${theme.theme_id}`, {
      name: 'Summer',
      description: 'Holidays',
      categories: theme.categories.map(({ category_id, name }, i) => ({
        category_id,
        name,
        badge_kind: i === 0 ? null : 'CREATIVE_THINKER',
      })),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<typeof theme>().categories.map((c) => c.badge_kind)).toEqual([
      null,
      'CREATIVE_THINKER',
    ]);
  });

  it.each([['TASK_CRUSHER'], ['helper'], [''], [7]])(
    'refuses badge_kind %j with a 422 naming the field, and stores nothing',
    async (kind) => {
      const token = await signIn();
      const response = await send(token, 'POST', '/api/backlog/custom-themes', {
        name: 'Summer',
        description: 'Holidays',
        categories: [{ name: 'Swimming', badge_kind: kind }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('badge_kind');
      const themes = await t.app.inject({
        url: '/api/backlog/custom-themes',
        headers: bearer(token),
      });
      expect(themes.json<{ custom_themes: unknown[] }>().custom_themes).toEqual([]);
    },
  );
});
