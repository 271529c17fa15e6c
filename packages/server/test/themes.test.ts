import {
  CUSTOM_THEMES_MAX,
  THEME_CATEGORIES_MAX,
  currentFlavorResponse,
  customTheme,
  customThemesResponse,
  flavorsResponse,
  themeColors,
  userCategoryDataResponse,
  type CustomTheme,
  type Goal,
} from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { failureAnswer } from './failure-answer';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Account {
  token: string;
  id: number;
}

const theme = (overrides: Record<string, unknown> = {}) => ({
  name: 'Summer Fun',
  description: 'Things to do before school starts',
  categories: [
    { name: 'Swimming', icon: '🏊', color: 'teal' },
    { name: 'Reading', icon: '📖', color: 'purple', description: 'One chapter a day' },
    { name: 'Garden' },
  ],
  ...overrides,
});

describe.each(backends)('goal grouping themes on %s', (backend) => {
  let t: TestApp;

  async function signIn(): Promise<Account> {
    const family = await register(t.app);
    const { token } = await login(t.app, family.email, family.password);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    return { token, id: me.json<{ id: number }>().id };
  }

  const call = (who: Account, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(who.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function createTheme(who: Account, body: object = theme()): Promise<CustomTheme> {
    const response = await call(who, 'POST', '/api/backlog/custom-themes', body);
    expect(response.statusCode, response.body).toBe(201);
    return customTheme.parse(response.json());
  }

  async function createGoal(who: Account, title: string, categoryId: number | null) {
    const response = await call(who, 'POST', '/api/backlog/goals', {
      title,
      category_id: categoryId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Goal>();
  }

  async function goalCategory(who: Account, goalId: number): Promise<number | null> {
    const [row] = await queryRows<{ category_id: number | null }>(
      t.database,
      sql`select category_id from goals where id = ${goalId} and user_id = ${who.id}`,
    );
    if (!row) throw new Error(`no goal ${goalId}`);
    return row.category_id;
  }

  async function current(who: Account) {
    const response = await call(who, 'GET', '/api/backlog/current-flavor');
    expect(response.statusCode).toBe(200);
    return currentFlavorResponse.parse(response.json());
  }

  async function switchTo(who: Account, flavor: string) {
    const response = await call(
      who,
      'POST',
      `/api/backlog/switch-flavor?new_flavor=${encodeURIComponent(flavor)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ current_flavor: string; goals_reset: number; message: string }>();
  }

  /** Everything a theme call could change for this user, to prove a refused call changed nothing. */
  async function snapshot(who: Account) {
    return queryRows(
      t.database,
      sql`select (select current_flavor from users where id = ${who.id}) as current_flavor,
                 (select coalesce(json_agg(json_build_object('key', f.key, 'name', f.name,
                    'description', f.description) order by f.key), '[]') from flavors f
                   where f.owner_id = ${who.id}) as themes,
                 (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name,
                    'icon', c.icon, 'color', c.color, 'position', c.position) order by c.id), '[]')
                    from categories c join flavors f on f.key = c.flavor_key
                   where f.owner_id = ${who.id}) as categories,
                 (select coalesce(json_agg(json_build_object('id', g.id,
                    'category_id', g.category_id) order by g.id), '[]') from goals g
                   where g.user_id = ${who.id}) as goals`,
    );
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDatabase(t.database.db);
  });
  afterAll(() => t.close());

  describe('built-in flavors', () => {
    it('lists GENERAL first and at least four more, each with named categories, icons and colours', async () => {
      const user = await signIn();
      const response = await call(user, 'GET', '/api/backlog/flavors');
      expect(response.statusCode).toBe(200);
      const { flavors } = flavorsResponse.parse(response.json());
      expect(flavors[0]?.flavor).toBe('GENERAL');
      expect(flavors.length).toBeGreaterThanOrEqual(5);
      expect(new Set(flavors.map((f) => f.flavor)).size).toBe(flavors.length);
      for (const flavor of flavors) {
        expect(flavor.name.length, flavor.flavor).toBeGreaterThan(0);
        expect(flavor.description.length, flavor.flavor).toBeGreaterThan(0);
        expect(flavor.categories.length, flavor.flavor).toBeGreaterThanOrEqual(4);
        expect(flavor.category_count).toBe(flavor.categories.length);
        expect(flavor.preview_categories).toEqual(flavor.categories.slice(0, 8));
        const names = flavor.categories.map((c) => c.name);
        expect(new Set(names).size, flavor.flavor).toBe(names.length);
        for (const category of flavor.categories) {
          expect(category.icon, category.name).toMatch(/^\p{Extended_Pictographic}/u);
          expect(themeColors).toContain(category.color);
        }
      }
    });

    it('starts every account on GENERAL, and the combined call answers what the three calls do', async () => {
      const user = await signIn();
      const flavor = await current(user);
      expect(flavor).toMatchObject({
        current_flavor: 'GENERAL',
        name: 'General',
        is_custom: false,
      });
      expect(flavor.active_categories.length).toBeGreaterThanOrEqual(6);
      await createTheme(user);

      const combined = await call(user, 'GET', '/api/backlog/user-category-data');
      expect(combined.statusCode).toBe(200);
      const data = userCategoryDataResponse.parse(combined.json());
      const flavors = await call(user, 'GET', '/api/backlog/flavors');
      const themes = await call(user, 'GET', '/api/backlog/custom-themes');
      expect(data).toEqual({
        flavors: flavorsResponse.parse(flavors.json()).flavors,
        current_flavor: 'GENERAL',
        custom_themes: customThemesResponse.parse(themes.json()).custom_themes,
      });
      expect(data.custom_themes).toHaveLength(1);
    });
  });

  describe('creating a custom theme', () => {
    it('stores the theme with defaults for icon and colour, only for its owner', async () => {
      const owner = await signIn();
      const other = await signIn();
      const created = await createTheme(
        owner,
        theme({ name: '  Summer Fun  ', description: ' Holidays ' }),
      );
      expect(created).toMatchObject({
        theme_id: expect.stringMatching(/^custom_[0-9a-f]{16}$/),
        name: 'Summer Fun',
        description: 'Holidays',
        category_count: 3,
      });
      expect(
        created.categories.map(({ name, icon, color, description }) => ({
          name,
          icon,
          color,
          description,
        })),
      ).toEqual([
        { name: 'Swimming', icon: '🏊', color: 'teal', description: null },
        { name: 'Reading', icon: '📖', color: 'purple', description: 'One chapter a day' },
        // Spec §3: a note emoji and blue when the editor leaves them out.
        { name: 'Garden', icon: '📝', color: 'blue', description: null },
      ]);

      const mine = await call(owner, 'GET', '/api/backlog/custom-themes');
      expect(customThemesResponse.parse(mine.json()).custom_themes).toEqual([created]);
      const theirs = await call(other, 'GET', '/api/backlog/custom-themes');
      expect(theirs.json()).toEqual({ custom_themes: [] });
      // A custom theme is not a built-in flavor.
      const flavors = flavorsResponse.parse(
        (await call(owner, 'GET', '/api/backlog/flavors')).json(),
      );
      expect(flavors.flavors.map((f) => f.flavor)).not.toContain(created.theme_id);
    });

    const twelve = Array.from({ length: THEME_CATEGORIES_MAX + 1 }, (_, i) => ({ name: `C${i}` }));
    it.each([
      ['no name', theme({ name: undefined }), 'User ID and theme name are required'],
      ['a blank name', theme({ name: '   ' }), 'User ID and theme name are required'],
      ['no description', theme({ description: undefined }), 'Theme description is required'],
      ['a blank description', theme({ description: ' ' }), 'Theme description is required'],
      ['no categories', theme({ categories: undefined }), 'At least one category is required'],
      ['an empty category list', theme({ categories: [] }), 'At least one category is required'],
      [
        'a category without a name',
        theme({ categories: [{ name: 'Ok' }, { icon: '🎵' }] }),
        'All categories must have a name',
      ],
      [
        'a blank category name',
        theme({ categories: [{ name: '  ' }] }),
        'All categories must have a name',
      ],
      [
        'a colour outside the ten',
        theme({ categories: [{ name: 'Ok', color: '#ff0000' }] }),
        `The colour must be one of ${themeColors.join(', ')}`,
      ],
      [
        'an icon that is not an emoji',
        theme({ categories: [{ name: 'Ok', icon: 'abc' }] }),
        'Pick one emoji as the category icon',
      ],
      [
        'two categories of one name',
        theme({ categories: [{ name: 'Art' }, { name: 'art' }] }),
        'Each category needs a name of its own',
      ],
      [
        'too many categories',
        theme({ categories: twelve }),
        'A theme can have at most 12 categories',
      ],
      [
        'a long name',
        theme({ name: 'x'.repeat(41) }),
        'The theme name must be at most 40 characters long',
      ],
    ])('refuses %s with 422 and changes nothing', async (_label, body, detail) => {
      const user = await signIn();
      const before = await snapshot(user);
      const response = await call(user, 'POST', '/api/backlog/custom-themes', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failureAnswer(detail));
      expect(await snapshot(user)).toEqual(before);
    });

    it(`keeps at most ${CUSTOM_THEMES_MAX} custom themes per user`, async () => {
      const user = await signIn();
      for (let i = 0; i < CUSTOM_THEMES_MAX; i += 1) {
        await createTheme(user, theme({ name: `Theme ${i}` }));
      }
      const before = await snapshot(user);
      const refused = await call(user, 'POST', '/api/backlog/custom-themes', theme());
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(
        failureAnswer('You can keep up to 20 custom themes; delete one to make another'),
      );
      expect(await snapshot(user)).toEqual(before);
    });
  });

  describe('editing a custom theme', () => {
    it.each([
      [{ name: ' ', description: 'Ok' }, 'Theme name and description are required'],
      [{ name: 'Ok', description: '' }, 'Theme name and description are required'],
      [{ description: 'Ok' }, 'Theme name and description are required'],
      [{ name: 'Ok', description: 'Ok', categories: [] }, 'At least one category is required'],
      [
        { name: 'Ok', description: 'Ok', categories: [{ name: '' }] },
        'All categories must have a name',
      ],
    ])('refuses %j with 422 and changes nothing', async (body, detail) => {
      const user = await signIn();
      const created = await createTheme(user);
      const before = await snapshot(user);
      const response = await call(
        user,
        'PUT',
        `/api/backlog/custom-themes/${created.theme_id}`,
        body,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failureAnswer(detail));
      expect(await snapshot(user)).toEqual(before);
    });

    it('renames the theme; kept categories keep their ids and goals, removed ones free theirs', async () => {
      const user = await signIn();
      const created = await createTheme(
        user,
        theme({ categories: [...theme().categories, { name: 'Baking', icon: '🧁' }] }),
      );
      const [swimming, reading, garden, baking] = created.categories;
      await switchTo(user, created.theme_id);
      const swim = await createGoal(user, 'Swim a length', swimming!.category_id);
      const read = await createGoal(user, 'Read a book', reading!.category_id);
      const dig = await createGoal(user, 'Plant seeds', garden!.category_id);
      const bake = await createGoal(user, 'Bake bread', baking!.category_id);

      const response = await call(user, 'PUT', `/api/backlog/custom-themes/${created.theme_id}`, {
        name: 'Summer Holidays',
        description: 'All of August',
        categories: [
          // Two kept by id and swapping names: the swap must not trip over itself.
          { category_id: reading!.category_id, name: 'Swimming', icon: '📚', color: 'green' },
          { category_id: swimming!.category_id, name: 'Reading', icon: '🏊' },
          // Kept by its name, whatever its case.
          { name: 'garden', icon: '🌻', color: 'yellow' },
          { name: 'Music', icon: '🎵', color: 'pink' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = customTheme.parse(response.json());
      expect(updated).toMatchObject({
        theme_id: created.theme_id,
        name: 'Summer Holidays',
        description: 'All of August',
        category_count: 4,
      });
      expect(updated.categories.map((c) => [c.category_id, c.name, c.icon, c.color])).toEqual([
        [reading!.category_id, 'Swimming', '📚', 'green'],
        [swimming!.category_id, 'Reading', '🏊', 'blue'],
        [garden!.category_id, 'garden', '🌻', 'yellow'],
        [expect.any(Number), 'Music', '🎵', 'pink'],
      ]);
      expect(await goalCategory(user, swim.id)).toBe(swimming!.category_id);
      expect(await goalCategory(user, read.id)).toBe(reading!.category_id);
      expect(await goalCategory(user, dig.id)).toBe(garden!.category_id);
      // Baking was left out: its goal has no category now.
      expect(await goalCategory(user, bake.id)).toBeNull();
      expect((await current(user)).active_categories.map((c) => c.name)).toEqual([
        'Swimming',
        'Reading',
        'garden',
        'Music',
      ]);
    });

    it('keeps the categories when the edit sends only name and description', async () => {
      const user = await signIn();
      const created = await createTheme(user);
      const response = await call(user, 'PUT', `/api/backlog/custom-themes/${created.theme_id}`, {
        name: 'New name',
        description: 'New words',
      });
      expect(response.statusCode).toBe(200);
      expect(customTheme.parse(response.json()).categories).toEqual(created.categories);
    });
  });

  describe('switching flavor', () => {
    it('groups goals by the new flavor: every goal loses its category, old categories are refused', async () => {
      const user = await signIn();
      const general = await current(user);
      const goal = await createGoal(
        user,
        'Tidy my room',
        general.active_categories[0]!.category_id,
      );
      const loose = await createGoal(user, 'Sing a song', null);

      const switched = await switchTo(user, 'SPACE');
      expect(switched).toMatchObject({
        current_flavor: 'SPACE',
        goals_reset: 1,
        message: 'Your goals are now grouped by Space Adventure',
      });
      expect(await goalCategory(user, goal.id)).toBeNull();
      expect(await goalCategory(user, loose.id)).toBeNull();
      const space = await current(user);
      expect(space).toMatchObject({
        current_flavor: 'SPACE',
        name: 'Space Adventure',
        is_custom: false,
      });
      expect(space.active_categories.map((c) => c.name)).toContain('Rocket Chores');

      const old = await call(user, 'POST', '/api/backlog/goals', {
        title: 'Old category',
        category_id: general.active_categories[0]!.category_id,
      });
      expect(old.statusCode).toBe(422);
      expect(old.json()).toEqual(failureAnswer('Choose one of your categories'));
      const rocket = await createGoal(user, 'Count stars', space.active_categories[0]!.category_id);
      expect(rocket.category_id).toBe(space.active_categories[0]!.category_id);

      // Choosing the flavor already in use keeps every category.
      const again = await switchTo(user, 'SPACE');
      expect(again).toMatchObject({ goals_reset: 0 });
      expect(await goalCategory(user, rocket.id)).toBe(space.active_categories[0]!.category_id);
    });

    it('switches to one of the own custom themes and its categories are the board’s', async () => {
      const user = await signIn();
      const created = await createTheme(user);
      await switchTo(user, created.theme_id);
      const flavor = await current(user);
      expect(flavor).toMatchObject({
        current_flavor: created.theme_id,
        name: 'Summer Fun',
        is_custom: true,
      });
      expect(flavor.active_categories.map((c) => c.category_id)).toEqual(
        created.categories.map((c) => c.category_id),
      );
    });

    it.each([
      ['an unknown flavor', '?new_flavor=PIRATES', 404, 'Flavor or theme not found'],
      ['no flavor at all', '', 422, 'Choose a flavor or theme to switch to'],
      ['a blank flavor', '?new_flavor=%20', 422, 'Choose a flavor or theme to switch to'],
    ])('refuses %s and changes nothing', async (_label, query, status, detail) => {
      const user = await signIn();
      const goal = await createGoal(
        user,
        'Keep me',
        (await current(user)).active_categories[0]!.category_id,
      );
      const before = await snapshot(user);
      const response = await call(user, 'POST', `/api/backlog/switch-flavor${query}`);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(failureAnswer(detail));
      expect(await snapshot(user)).toEqual(before);
      expect(await goalCategory(user, goal.id)).not.toBeNull();
    });
  });

  describe('deleting a custom theme', () => {
    it('resets goals in its categories, and an owner using it is back on GENERAL', async () => {
      const user = await signIn();
      const created = await createTheme(user);
      await switchTo(user, created.theme_id);
      const filed = await createGoal(user, 'Swim', created.categories[0]!.category_id);
      const alsoFiled = await createGoal(user, 'Read', created.categories[1]!.category_id);
      const loose = await createGoal(user, 'Nap', null);

      const response = await call(user, 'DELETE', `/api/backlog/custom-themes/${created.theme_id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'Custom theme deleted',
        goals_reset: 2,
        current_flavor: 'GENERAL',
      });
      for (const goal of [filed, alsoFiled, loose]) {
        expect(await goalCategory(user, goal.id)).toBeNull();
      }
      expect((await current(user)).current_flavor).toBe('GENERAL');
      const rows = await queryRows(
        t.database,
        sql`select id from categories where flavor_key = ${created.theme_id}`,
      );
      expect(rows).toEqual([]);
      const again = await call(user, 'DELETE', `/api/backlog/custom-themes/${created.theme_id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(failureAnswer('Custom theme not found'));
    });

    it('leaves the flavor in use alone when another theme is deleted', async () => {
      const user = await signIn();
      const kept = await createTheme(user, theme({ name: 'Kept' }));
      const dropped = await createTheme(user, theme({ name: 'Dropped' }));
      await switchTo(user, kept.theme_id);
      const goal = await createGoal(user, 'Swim', kept.categories[0]!.category_id);
      const response = await call(user, 'DELETE', `/api/backlog/custom-themes/${dropped.theme_id}`);
      expect(response.json()).toEqual({
        message: 'Custom theme deleted',
        goals_reset: 0,
        current_flavor: kept.theme_id,
      });
      expect(await goalCategory(user, goal.id)).toBe(kept.categories[0]!.category_id);
    });
  });

  describe("another user's theme", () => {
    it('cannot be read, changed, deleted or switched to, and the attempt changes nothing', async () => {
      const owner = await signIn();
      const stranger = await signIn();
      const created = await createTheme(owner);
      const ownerBefore = await snapshot(owner);
      const strangerBefore = await snapshot(stranger);
      const url = `/api/backlog/custom-themes/${created.theme_id}`;

      const put = await call(stranger, 'PUT', url, theme({ name: 'Hijacked' }));
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(failureAnswer('Custom theme not found'));
      const del = await call(stranger, 'DELETE', url);
      expect(del.statusCode).toBe(404);
      const use = await call(
        stranger,
        'POST',
        `/api/backlog/switch-flavor?new_flavor=${created.theme_id}`,
      );
      expect(use.statusCode).toBe(404);
      expect(use.json()).toEqual(failureAnswer('Flavor or theme not found'));
      const named = await call(stranger, 'GET', `/api/backlog/custom-themes?user_id=${owner.id}`);
      expect(named.statusCode).toBe(403);

      expect(await snapshot(owner)).toEqual(ownerBefore);
      expect(await snapshot(stranger)).toEqual(strangerBefore);
    });
  });
});
