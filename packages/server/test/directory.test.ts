import { randomBytes } from 'node:crypto';
import { usersListResponse, type DirectoryUserCard } from '@taskboard/contract';
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
import { directoryRepository } from '../src/repositories/directory-repository';
import { defaultPrivacy, privacyOf } from '../src/services/settings-service';

interface Account {
  id: number;
  username: string;
  email: string | null;
  token: string;
}

interface Family {
  parent: Account;
  kid: Account;
}

describe.each(backends)('users directory on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A short tag unique to this run, so searches only meet this file's users. */
  const tag = () => randomBytes(3).toString('hex');

  const idOf = async (username: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database,
      sql`select id from users where username = ${username}`,
    );
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };

  async function family(username?: string): Promise<Family> {
    const f = await register(t.app, { ...newFamily(), ...(username ? { username } : {}) });
    const kidName = `${f.username}_kid`;
    const parentLogin = await login(t.app, f.email, f.password);
    const kidLogin = await login(t.app, kidName, f.password);
    return {
      parent: {
        id: await idOf(f.username),
        username: f.username,
        email: f.email,
        token: parentLogin.token,
      },
      kid: { id: await idOf(kidName), username: kidName, email: null, token: kidLogin.token },
    };
  }

  const setPrivacy = async (who: Account, changes: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/privacy',
      headers: bearer(who.token),
      payload: changes,
    });
    expect(response.statusCode).toBe(200);
  };

  const list = (who: Account | null, query: Record<string, string | number> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/users/list',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: who ? bearer(who.token) : {},
    });

  const search = async (who: Account, term: string, query: Record<string, number> = {}) => {
    const response = await list(who, { search: term, ...query });
    expect(response.statusCode).toBe(200);
    return usersListResponse.parse(response.json());
  };

  const found = async (who: Account, term: string): Promise<DirectoryUserCard[]> =>
    (await search(who, term)).users;

  describe('authentication', () => {
    it('answers 401 without a bearer token or with an unknown one', async () => {
      const missing = await list(null);
      expect(missing.statusCode).toBe(401);
      expect(missing.json().detail).toEqual(expect.any(String));
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/users/list',
        headers: bearer('not-a-session'),
      });
      expect(unknown.statusCode).toBe(401);
    });
  });

  describe('bad parameters', () => {
    let viewer: Account;
    beforeAll(async () => {
      viewer = (await family()).parent;
    });

    it.each([
      [{ limit: 0 }, 'The limit must be a whole number from 1 to 100'],
      [{ limit: 101 }, 'The limit must be a whole number from 1 to 100'],
      [{ limit: 2.5 }, 'The limit must be a whole number from 1 to 100'],
      [{ limit: 'many' }, 'The limit must be a whole number from 1 to 100'],
      [{ offset: -1 }, 'The offset must be a whole number from 0'],
      [{ offset: 'first' }, 'The offset must be a whole number from 0'],
      [{ offset: 1_000_001 }, 'The offset must be at most 1000000'],
      [{ search: 'x'.repeat(101) }, 'The search term must be at most 100 characters'],
    ])('answers 422 for %o', async (query, detail) => {
      const response = await list(viewer, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain(detail);
      expect(response.body).not.toMatch(/ at .*\.ts|stack/i);
    });
  });

  describe('privacy by default', () => {
    it('lists nobody who has not chosen to be listed, and no child outside its family', async () => {
      const viewer = (await family()).parent;
      const quiet = await family();
      expect(await found(viewer, quiet.parent.username)).toEqual([]);
      expect(await found(viewer, quiet.kid.username)).toEqual([]);
      // PRIVATE (the default) lists a member only to itself and a child to its parent (the
      // child's name holds its parent's, so the child's search finds only itself).
      expect((await found(quiet.kid, quiet.parent.username)).map((c) => c.id)).toEqual([
        quiet.kid.id,
      ]);
      expect((await found(quiet.parent, quiet.kid.username)).map((c) => c.id)).toEqual([
        quiet.kid.id,
      ]);
    });
  });

  describe('the listing stored with each user', () => {
    type Stored = Record<string, unknown>;
    /** Every stored shape of the choices the listing reads: absent, each value, one invalid. */
    const choices: Stored[] = [];
    for (const profile_visibility of [undefined, 'PUBLIC', 'FRIENDS', 'PRIVATE', 'EVERYONE'])
      for (const searchable_by_username of [undefined, true, false, 'yes'])
        for (const show_email of [undefined, true, false])
          for (const searchable_by_email of [undefined, true, false])
            choices.push(
              Object.fromEntries(
                Object.entries({
                  profile_visibility,
                  searchable_by_username,
                  show_email,
                  searchable_by_email,
                }).filter(([, value]) => value !== undefined),
              ),
            );

    /** What the settings service says the directory may do with these stored choices. */
    const expected = (accountType: 'PARENT' | 'CHILD', stored: Stored | undefined) => {
      const privacy = privacyOf({ accountType }, stored ? { privacy: stored } : undefined);
      const listed = accountType === 'PARENT' && privacy.profile_visibility === 'PUBLIC';
      return {
        listed,
        by_name: listed && privacy.searchable_by_username,
        by_email: listed && privacy.show_email && privacy.searchable_by_email,
      };
    };

    const storedListing = async (id: number) => {
      const [row] = await queryRows<{ listed: boolean; by_name: boolean; by_email: boolean }>(
        t.database,
        sql`select directory_listed as listed, directory_by_name as by_name,
          directory_by_email as by_email from users where id = ${id}`,
      );
      return row;
    };

    it('follows the settings service for every stored choice, and resets when they are removed', async () => {
      const { parent, kid } = await family();
      for (const [account, accountType] of [
        [parent, 'PARENT'],
        [kid, 'CHILD'],
      ] as const) {
        for (const stored of choices) {
          await t.database.db.execute(sql`
            insert into user_settings (user_id, privacy) values (${account.id}, ${JSON.stringify(stored)}::jsonb)
            on conflict (user_id) do update set privacy = excluded.privacy`);
          expect(await storedListing(account.id), JSON.stringify(stored)).toEqual(
            expected(accountType, stored),
          );
        }
        await t.database.db.execute(sql`delete from user_settings where user_id = ${account.id}`);
        expect(await storedListing(account.id)).toEqual(expected(accountType, undefined));
      }
    });
  });

  describe('the privacy matrix', () => {
    let viewer: Family;
    let listed: Family;
    let friendsOnly: Family;
    let private_: Family;
    const t0 = tag();

    beforeAll(async () => {
      viewer = await family();
      listed = await family(`pub${t0}a`);
      friendsOnly = await family(`fri${t0}a`);
      private_ = await family(`prv${t0}a`);
      await setPrivacy(listed.parent, { profile_visibility: 'PUBLIC' });
      await setPrivacy(friendsOnly.parent, { profile_visibility: 'FRIENDS' });
      await setPrivacy(private_.parent, { profile_visibility: 'PRIVATE' });
      // A child that asks to be public and searchable is still never shown outside its family.
      await setPrivacy(listed.kid, {
        profile_visibility: 'PUBLIC',
        searchable_by_username: true,
        show_age: true,
      });
    });

    it('lists and finds a parent who chose to be listed (PUBLIC)', async () => {
      const cards = await found(viewer.parent, `pub${t0}`);
      expect(cards.map((c) => c.id)).toEqual([listed.parent.id]);
      expect(cards[0]).toMatchObject({
        username: listed.parent.username,
        role: 'USER',
        access_level: 'BASIC',
        is_verified: false,
        tasks_completed: 0,
        goals_completed: 0,
        communities: 0,
        badges: [],
      });
      // Any part of the name, whatever its case.
      expect((await found(viewer.parent, `B${t0.toUpperCase()}`)).map((c) => c.id)).toEqual([
        listed.parent.id,
      ]);
      // A child of another family sees the listed parent as well.
      expect((await found(viewer.kid, `pub${t0}`)).map((c) => c.id)).toEqual([listed.parent.id]);
    });

    it('never lists or finds a child outside its family, whatever it chose', async () => {
      expect(await found(viewer.parent, listed.kid.username)).toEqual([]);
      expect(await found(viewer.kid, listed.kid.username)).toEqual([]);
    });

    it('shows a child to its own family when it is not PRIVATE', async () => {
      const cards = await found(listed.parent, listed.kid.username);
      expect(cards.map((c) => c.id)).toEqual([listed.kid.id]);
    });

    // A child's name holds its parent's: the child's own card is among what it finds.
    it('shows a FRIENDS parent to its own family only', async () => {
      expect(await found(viewer.parent, `fri${t0}`)).toEqual([]);
      expect((await found(friendsOnly.kid, `fri${t0}`)).map((c) => c.id)).toEqual([
        friendsOnly.parent.id,
        friendsOnly.kid.id,
      ]);
    });

    it('lists a PRIVATE parent only to itself: not to another family, nor to its own child', async () => {
      expect(await found(viewer.parent, `prv${t0}`)).toEqual([]);
      expect((await found(private_.kid, `prv${t0}`)).map((c) => c.id)).toEqual([private_.kid.id]);
      // The parent finds itself, and its child, whose PRIVATE lets its parent see it.
      expect((await found(private_.parent, `prv${t0}`)).map((c) => c.id)).toEqual([
        private_.parent.id,
        private_.kid.id,
      ]);
    });

    it('sends e-mail, age and badges outside the family only when their owner shows them', async () => {
      await t.database.db.execute(
        sql`insert into badges (user_id, badge_type, tier) values (${listed.parent.id}, 'GOAL_GETTER', 'BRONZE')`,
      );
      await setPrivacy(listed.parent, { show_email: false, show_age: false, show_badges: false });
      const [hidden] = await found(viewer.parent, `pub${t0}`);
      expect(hidden?.id).toBe(listed.parent.id);
      expect(hidden).not.toHaveProperty('email');
      expect(hidden).not.toHaveProperty('age');
      expect(hidden).not.toHaveProperty('badges');

      for (const [field, key, expected] of [
        ['show_email', 'email', listed.parent.email],
        ['show_age', 'age', new Date().getUTCFullYear() - 1988],
        [
          'show_badges',
          'badges',
          [
            {
              badge_type: 'GOAL_GETTER',
              tier: 'BRONZE',
              earned_at: expect.any(String),
              description: 'Close 1 goal',
            },
          ],
        ],
      ] as const) {
        await setPrivacy(listed.parent, {
          show_email: false,
          show_age: false,
          show_badges: false,
          [field]: true,
        });
        const [card] = await found(viewer.parent, `pub${t0}`);
        expect(card?.[key]).toEqual(expected);
        for (const other of ['email', 'age', 'badges'].filter((k) => k !== key)) {
          expect(card).not.toHaveProperty(other);
        }
      }

      // The family sees every field whatever the owner shows to others.
      await setPrivacy(listed.parent, { show_email: false, show_age: false, show_badges: false });
      const [own] = await found(listed.kid, `pub${t0}`);
      expect(own).toMatchObject({
        email: listed.parent.email,
        age: expect.any(Number),
        badges: [expect.objectContaining({ badge_type: 'GOAL_GETTER' })],
      });
    });

    it('counts finished tasks and closed goals, unless progress is hidden', async () => {
      const [goal] = await queryRows<{ id: number }>(
        t.database,
        sql`insert into goals (user_id, title, job_status, closed_at)
            values (${listed.parent.id}, 'Read a book', 'CLOSED', now()) returning id`,
      );
      await t.database.db.execute(
        sql`insert into tasks (user_id, goal_id, title, job_status, closed_at) values
            (${listed.parent.id}, ${goal?.id}, 'Pick a book', 'CLOSED', now()),
            (${listed.parent.id}, ${goal?.id}, 'Read a page', 'CLOSED', now()),
            (${listed.parent.id}, ${goal?.id}, 'Tell the story', 'NEW', null)`,
      );
      await setPrivacy(listed.parent, { show_progress: true });
      expect((await found(viewer.parent, `pub${t0}`))[0]).toMatchObject({
        tasks_completed: 2,
        goals_completed: 1,
      });
      await setPrivacy(listed.parent, { show_progress: false });
      expect((await found(viewer.parent, `pub${t0}`))[0]).toMatchObject({
        tasks_completed: 0,
        goals_completed: 0,
      });
      await setPrivacy(listed.parent, { show_progress: true });
    });
  });

  describe('search', () => {
    let viewer: Account;
    let listed: Family;
    const t0 = tag();

    beforeAll(async () => {
      viewer = (await family()).parent;
      listed = await family(`srch${t0}x1`);
      await setPrivacy(listed.parent, { profile_visibility: 'PUBLIC' });
    });

    it('finds by e-mail only a user who shows it and allows e-mail search', async () => {
      const byEmail = listed.parent.email?.split('@')[0] ?? '';
      expect(await found(viewer, byEmail)).toEqual([]);
      await setPrivacy(listed.parent, { searchable_by_email: true, show_email: false });
      expect(await found(viewer, byEmail)).toEqual([]);
      await setPrivacy(listed.parent, { searchable_by_email: false, show_email: true });
      expect(await found(viewer, byEmail)).toEqual([]);
      await setPrivacy(listed.parent, { searchable_by_email: true, show_email: true });
      const cards = await found(viewer, byEmail);
      expect(cards.map((c) => c.id)).toEqual([listed.parent.id]);
      expect(cards[0]?.email).toBe(listed.parent.email);
    });

    it('finds by name only a user searchable by username', async () => {
      await setPrivacy(listed.parent, { searchable_by_username: false });
      expect(await found(viewer, `srch${t0}`)).toEqual([]);
      await setPrivacy(listed.parent, { searchable_by_username: true });
      expect((await found(viewer, `srch${t0}`)).map((c) => c.id)).toEqual([listed.parent.id]);
    });

    it('matches % and _ literally, never as wildcards', async () => {
      expect(await found(viewer, `srch${t0}_1`)).toEqual([]);
      expect(await found(viewer, `srch${t0}%`)).toEqual([]);
      // No name or e-mail can hold '%', so a literal match finds nobody.
      expect(await found(viewer, '%')).toEqual([]);
    });

    it('treats a blank term as no term', async () => {
      const response = await list(viewer, { search: '   ', limit: 1 });
      expect(response.statusCode).toBe(200);
      const body = usersListResponse.parse(response.json());
      expect(body.total).toBeGreaterThanOrEqual(1);
    });
  });

  describe('the first page without a term', () => {
    it("totals the listed users outside the family and the family's own members", async () => {
      const f = await family();
      // Listed for everyone, and a member of the viewer's own family: counted once.
      await setPrivacy(f.parent, { profile_visibility: 'PUBLIC' });
      const repo = directoryRepository(t.database.db, {
        parent: defaultPrivacy({ accountType: 'PARENT' }),
        child: defaultPrivacy({ accountType: 'CHILD' }),
      });
      // One snapshot for both counts: other test files add users meanwhile.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set transaction isolation level repeatable read`);
        const { total } = await repo.page(
          { viewerId: f.parent.id, familyId: f.parent.id, search: undefined, limit: 50, offset: 0 },
          tx,
        );
        const [outside] = (
          (await tx.execute(sql`select count(*)::int as n from users u
            where u.directory_listed and coalesce(u.parent_id, u.id) <> ${f.parent.id}`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows;
        // The parent itself and its child.
        expect(total).toBe(Number(outside?.n) + 2);
      });
    });
    /** The kept count and a fresh count of listed users, read in one snapshot. */
    const counts = () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set transaction isolation level repeatable read`);
        const [row] = (
          (await tx.execute(sql`select (select listed from directory_counts) as kept,
            (select count(*)::int from users where directory_listed) as counted`)) as unknown as {
            rows: { kept: number; counted: number }[];
          }
        ).rows;
        return { kept: Number(row?.kept), counted: Number(row?.counted) };
      });

    it('keeps its count of listed users exact through sign-ups, privacy changes and deletions', async () => {
      const families = await Promise.all([family(), family(), family(), family()]);
      const before = await counts();
      expect(before.kept).toBe(before.counted);
      // Listed at the same moment by four parents, then one of them hidden again.
      await Promise.all(
        families.map((f) => setPrivacy(f.parent, { profile_visibility: 'PUBLIC' })),
      );
      const listed = await counts();
      expect(listed.kept).toBe(listed.counted);
      await setPrivacy(families[0]!.parent, { profile_visibility: 'PRIVATE' });
      // A child asking for PUBLIC is never listed outside its family: the count does not move.
      await setPrivacy(families[1]!.kid, { profile_visibility: 'PUBLIC' });
      // Listed and unlisted within one transaction, and a listing rolled back: no change.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update users set directory_listed = true where id = ${families[2]!.kid.id}`,
        );
        await tx.execute(
          sql`update users set directory_listed = false where id = ${families[2]!.kid.id}`,
        );
      });
      await expect(
        t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`update users set directory_listed = true where id = ${families[3]!.kid.id}`,
          );
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      // A family deleted with its listed parent.
      await t.database.db.execute(sql`delete from users where id = ${families[3]!.parent.id}`);
      const after = await counts();
      expect(after.kept).toBe(after.counted);
      // Other files add users meanwhile; within this file's own families: 4 listed, 2 gone.
      const own = await queryRows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from users where directory_listed
          and id in (${sql.join(
            families.map((f) => sql`${f.parent.id}`),
            sql`, `,
          )})`,
      );
      expect(Number(own[0]?.n)).toBe(2);
      expect(listed.counted - before.counted).toBeGreaterThanOrEqual(4);
    });
  });

  describe('pagination', () => {
    let viewer: Account;
    const t0 = tag();
    const names = ['a', 'b', 'c', 'd', 'e'].map((letter) => `pg${t0}${letter}`);

    beforeAll(async () => {
      viewer = (await family()).parent;
      // Created out of order: the list is in name order whatever the creation order.
      for (const name of [...names].reverse()) {
        const f = await family(name);
        await setPrivacy(f.parent, { profile_visibility: 'PUBLIC' });
      }
    });

    it('pages through the matches in name order with total and has_more', async () => {
      const first = await search(viewer, `pg${t0}`, { limit: 2 });
      expect(first).toMatchObject({ total: 5, limit: 2, offset: 0, has_more: true });
      expect(first.users.map((u) => u.username)).toEqual(names.slice(0, 2));
      const second = await search(viewer, `pg${t0}`, { limit: 2, offset: 2 });
      expect(second.users.map((u) => u.username)).toEqual(names.slice(2, 4));
      expect(second.has_more).toBe(true);
      const last = await search(viewer, `pg${t0}`, { limit: 2, offset: 4 });
      expect(last).toMatchObject({ total: 5, offset: 4, has_more: false });
      expect(last.users.map((u) => u.username)).toEqual(names.slice(4));
    });

    it('answers an empty page past the end, with the total', async () => {
      const past = await search(viewer, `pg${t0}`, { limit: 2, offset: 50 });
      expect(past).toEqual({ users: [], total: 5, limit: 2, offset: 50, has_more: false });
    });

    it('uses limit 20 and offset 0 when left out, and accepts the bounds 1 and 100', async () => {
      const defaults = await search(viewer, `pg${t0}`);
      expect(defaults).toMatchObject({ limit: 20, offset: 0, total: 5, has_more: false });
      expect(defaults.users).toHaveLength(5);
      const one = await search(viewer, `pg${t0}`, { limit: 1 });
      expect(one.users).toHaveLength(1);
      expect(one.has_more).toBe(true);
      const hundred = await search(viewer, `pg${t0}`, { limit: 100 });
      expect(hundred.users).toHaveLength(5);
    });

    it('has_more is false exactly when the page reaches the total', async () => {
      const exact = await search(viewer, `pg${t0}`, { limit: 5 });
      expect(exact.has_more).toBe(false);
      const short = await search(viewer, `pg${t0}`, { limit: 4 });
      expect(short.has_more).toBe(true);
    });
  });
});
