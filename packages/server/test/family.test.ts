import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import {
  backends,
  bearer,
  createTestApp,
  login,
  queryRows,
  register,
  type Family,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const childName = () => `k${randomBytes(4).toString('hex')}`;

describe.each(backends)('family accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/users${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** A registered family, logged in as the parent. */
  async function parentSession() {
    const family = await register(t.app);
    const { token } = await login(t.app, family.email, family.password);
    return { family, token };
  }

  async function addChild(token: string, family: Family, username = childName()) {
    const response = await call('POST', '/create-additional-child', token, {
      child_username: username,
      child_birth_year: 2016,
      parent_password: family.password,
    });
    expect(response.statusCode).toBe(201);
    return username;
  }

  const accountsOf = async (token: string) => {
    const response = await call('GET', '/family-accounts', token);
    expect(response.statusCode).toBe(200);
    return response.json<{ family_accounts: { username: string }[] }>().family_accounts;
  };

  const userRow = async (username: string) =>
    (
      await t.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
    )[0];

  describe('GET /family-accounts', () => {
    it('lists the parent, the primary child, then the other children, for any member', async () => {
      const { family, token } = await parentSession();
      const second = await addChild(token, family);
      const parent = await userRow(family.username);
      const primary = await userRow(`${family.username}_kid`);
      const response = await call('GET', '/family-accounts', token);
      expect(response.statusCode).toBe(200);
      const zero = { gold: 0, silver: 0, bronze: 0 };
      expect(response.json()).toEqual({
        family_accounts: [
          {
            id: parent?.id,
            username: family.username,
            email: family.email,
            account_type: 'PARENT',
            is_primary_child: false,
            created_at: parent?.createdAt.toISOString(),
            badge_counts: zero,
          },
          {
            id: primary?.id,
            username: `${family.username}_kid`,
            email: null,
            account_type: 'CHILD',
            is_primary_child: true,
            created_at: primary?.createdAt.toISOString(),
            badge_counts: zero,
          },
          expect.objectContaining({
            username: second,
            email: null,
            account_type: 'CHILD',
            is_primary_child: false,
          }),
        ],
      });
      // A child sees the same family.
      const child = await login(t.app, second, family.password);
      expect(await accountsOf(child.token)).toEqual(response.json().family_accounts);
    });

    it('never shows another family', async () => {
      const a = await parentSession();
      const b = await parentSession();
      const names = (await accountsOf(a.token)).map((m) => m.username);
      expect(names).toEqual([a.family.username, `${a.family.username}_kid`]);
      expect(names).not.toContain(b.family.username);
    });
  });

  describe('POST /create-additional-child', () => {
    it("creates a CHILD that logs in with its username and the parent's password", async () => {
      const { family, token } = await parentSession();
      const username = childName();
      const response = await call('POST', '/create-additional-child', token, {
        child_username: username,
        child_birth_year: '2015',
        parent_password: family.password,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: `Child account '${username}' created successfully.`,
      });
      const parent = await userRow(family.username);
      expect(await userRow(username)).toMatchObject({
        accountType: 'CHILD',
        parentId: parent?.id,
        isPrimaryChild: false,
        birthYear: 2015,
        email: null,
        passwordHash: null,
      });
      const child = await login(t.app, username, family.password);
      expect(child).toMatchObject({ username, account_type: 'CHILD', is_primary_child: false });
      const me = await call('GET', '/me', child.token);
      expect(me.json()).toMatchObject({ username, account_type: 'CHILD' });
    });

    it("starts the child in the parent's language", async () => {
      const { family, token } = await parentSession();
      const chosen = await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings/preferences',
        headers: bearer(token),
        payload: { language: 'de' },
      });
      expect(chosen.statusCode).toBe(200);
      const child = await addChild(token, family);
      const { token: childToken } = await login(t.app, child, family.password);
      const settings = await call('GET', '/settings', childToken);
      expect(settings.json().preferences.language).toBe('de');
    });

    it('refuses a wrong parent password and creates nothing', async () => {
      const { token } = await parentSession();
      const username = childName();
      const response = await call('POST', '/create-additional-child', token, {
        child_username: username,
        child_birth_year: 2015,
        parent_password: 'not the password',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(failureAnswer('Incorrect parent password'));
      expect(await userRow(username)).toBeUndefined();
    });

    it('answers 409 for a username taken by anyone, whatever the case', async () => {
      const { family, token } = await parentSession();
      const other = await parentSession();
      for (const taken of [other.family.username.toUpperCase(), `${family.username}_kid`]) {
        const response = await call('POST', '/create-additional-child', token, {
          child_username: taken,
          child_birth_year: 2015,
          parent_password: family.password,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(failureAnswer('This username is already taken'));
      }
      expect(await accountsOf(token)).toHaveLength(2);
    });

    it.each([
      [{ child_username: undefined }, 'The username is required'],
      [{ child_username: 'ab' }, 'Username must be at least 3 characters long'],
      [{ child_username: 'a'.repeat(16) }, 'Username must be at most 15 characters long'],
      [
        { child_username: 'two words' },
        'Username may only contain letters, numbers, dots, dashes and underscores',
      ],
      [{ child_birth_year: undefined }, 'Year of birth is required'],
      [{ child_birth_year: 'abc' }, 'Year of birth must be a number'],
      [{ child_birth_year: 1924 }, 'Year of birth must be at least 1925'],
      [{ child_birth_year: 2051 }, 'Year of birth must be at most 2050'],
      [{ parent_password: undefined }, 'The parent password is required'],
      [{ parent_password: '' }, 'The parent password is required'],
    ])('answers 422 for %j with "%s" and creates nothing', async (change, detail) => {
      const { family, token } = await parentSession();
      const response = await call('POST', '/create-additional-child', token, {
        child_username: childName(),
        child_birth_year: 2015,
        parent_password: family.password,
        ...change,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failureAnswer(detail));
      expect(await accountsOf(token)).toHaveLength(2);
    });

    it('is for parents only: a child gets 403', async () => {
      const { family } = await parentSession();
      const child = await login(t.app, `${family.username}_kid`, family.password);
      const username = childName();
      const response = await call('POST', '/create-additional-child', child.token, {
        child_username: username,
        child_birth_year: 2015,
        parent_password: family.password,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(failureAnswer('Only a parent account can do this'));
      expect(await userRow(username)).toBeUndefined();
    });
  });

  describe('DELETE /remove-child', () => {
    /** Every (table, column) whose foreign key points at users.id. */
    const userReferences = () =>
      queryRows<{ table_name: string; column_name: string }>(
        t.database,
        sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
            where c.contype = 'f' and c.confrelid = 'users'::regclass`,
      );

    it('removes the child and everything that references it, and ends its sessions', async () => {
      const { family, token } = await parentSession();
      const username = await addChild(token, family);
      const child = await login(t.app, username, family.password);
      const childId = (await userRow(username))?.id;
      expect(childId).toBeDefined();

      const response = await call('DELETE', '/remove-child', token, {
        child_username: username,
        parent_password: family.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: `Child account '${username}' removed successfully.`,
      });
      expect(await userRow(username)).toBeUndefined();
      const references = await userReferences();
      expect(references.map((r) => r.table_name)).toContain('sessions');
      for (const { table_name, column_name } of references) {
        const rows = await queryRows<{ n: number }>(
          t.database,
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${childId}`,
        );
        expect({ table_name, count: rows[0]?.n }).toEqual({ table_name, count: 0 });
      }
      expect((await call('GET', '/me', child.token)).statusCode).toBe(401);
      expect((await login(t.app, family.email, family.password)).token).toBeTruthy();
      expect(await accountsOf(token)).toHaveLength(2);
    });

    it('removes everything or nothing: a failure leaves the child and its sessions', async () => {
      const { family, token } = await parentSession();
      const username = await addChild(token, family, `keep${randomBytes(3).toString('hex')}`);
      const child = await login(t.app, username, family.password);
      await t.database.db.execute(
        sql.raw(`create or replace function refuse_keep_delete() returns trigger language plpgsql as $$
          begin
            if old.username like 'keep%' then raise exception 'removal refused'; end if;
            return old;
          end $$`),
      );
      await t.database.db.execute(
        sql.raw(`create trigger refuse_keep_delete before delete on users for each row
          execute function refuse_keep_delete()`),
      );
      try {
        const response = await call('DELETE', '/remove-child', token, {
          child_username: username,
          parent_password: family.password,
        });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual(failureAnswer('Internal server error'));
      } finally {
        await t.database.db.execute(sql.raw('drop trigger refuse_keep_delete on users'));
      }
      expect(await userRow(username)).toBeDefined();
      expect((await call('GET', '/me', child.token)).statusCode).toBe(200);
    });

    it.each([
      ['the parent account', (f: Family) => f.username, 400, 'Cannot remove parent account'],
      [
        'the primary child',
        (f: Family) => `${f.username}_kid`,
        400,
        'Cannot remove primary child account. Primary child accounts are created automatically and cannot be deleted.',
      ],
      ['an unknown account', () => childName(), 404, 'Child account not found in your family'],
    ])('refuses %s', async (_, target, status, detail) => {
      const { family, token } = await parentSession();
      const response = await call('DELETE', '/remove-child', token, {
        child_username: target(family),
        parent_password: family.password,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(failureAnswer(detail));
      expect(await accountsOf(token)).toHaveLength(2);
    });

    it("answers 404 for another family's child and leaves it alone", async () => {
      const victim = await parentSession();
      const victimChild = await addChild(victim.token, victim.family);
      const { family, token } = await parentSession();
      const response = await call('DELETE', '/remove-child', token, {
        child_username: victimChild,
        parent_password: family.password,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(failureAnswer('Child account not found in your family'));
      expect(await userRow(victimChild)).toBeDefined();
    });

    it('checks the parent password before anything else', async () => {
      const { family, token } = await parentSession();
      const username = await addChild(token, family);
      for (const target of [username, family.username, childName()]) {
        const response = await call('DELETE', '/remove-child', token, {
          child_username: target,
          parent_password: 'wrong password',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(failureAnswer('Incorrect parent password'));
      }
      expect(await userRow(username)).toBeDefined();
    });

    it('is for parents only, and needs the password field', async () => {
      const { family, token } = await parentSession();
      const username = await addChild(token, family);
      const child = await login(t.app, username, family.password);
      const byChild = await call('DELETE', '/remove-child', child.token, {
        child_username: username,
        parent_password: family.password,
      });
      expect(byChild.statusCode).toBe(403);
      const noPassword = await call('DELETE', '/remove-child', token, { child_username: username });
      expect(noPassword.statusCode).toBe(422);
      expect(noPassword.json()).toEqual(failureAnswer('The parent password is required'));
      expect(await userRow(username)).toBeDefined();
    });
  });

  describe('POST /switch-account', () => {
    const switchTo = (token: string, target: string, parentPassword?: string) =>
      call(
        'POST',
        '/switch-account',
        token,
        {
          target_username: target,
          ...(parentPassword === undefined ? {} : { parent_password: parentPassword }),
        },
        { 'user-agent': CHROME_ON_ANDROID },
      );

    it('takes a parent into its child without a password, in a new session that replaces its own', async () => {
      const { family, token } = await parentSession();
      const kid = `${family.username}_kid`;
      const response = await switchTo(token, kid);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ token: string }>();
      expect(body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        account_type: 'CHILD',
        username: kid,
        is_primary_child: true,
      });
      expect(body.token).not.toBe(token);
      const me = await call('GET', '/me', body.token);
      expect(me.json()).toMatchObject({ username: kid, account_type: 'CHILD' });
      const childId = (await userRow(kid))?.id;
      const rows = await t.database.db
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${childId}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        device: 'Android phone',
        browser: 'Chrome 126',
        revokedAt: null,
      });
      // The session switched away from ends: a device holds one family account at a time.
      expect((await call('GET', '/me', token)).statusCode).toBe(401);
    });

    it("lets a child into the parent only with the parent's password", async () => {
      const { family } = await parentSession();
      const child = await login(t.app, `${family.username}_kid`, family.password);
      for (const missing of [undefined, '', '   ']) {
        const response = await switchTo(child.token, family.username, missing);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(
          failureAnswer('Parent password is required to switch to the parent account'),
        );
      }
      const wrong = await switchTo(child.token, family.username, 'wrong password');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual(failureAnswer('Incorrect parent password'));

      const right = await switchTo(child.token, family.username, family.password);
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({
        account_type: 'PARENT',
        username: family.username,
        is_primary_child: false,
      });
      const me = await call('GET', '/me', right.json<{ token: string }>().token);
      expect(me.json()).toMatchObject({ username: family.username, account_type: 'PARENT' });
    });

    it('lets a child into a sibling without a password', async () => {
      const { family, token } = await parentSession();
      const sibling = await addChild(token, family);
      const child = await login(t.app, `${family.username}_kid`, family.password);
      const response = await switchTo(child.token, sibling.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: sibling, account_type: 'CHILD' });
    });

    it('answers the same 404 for any account outside the family, existing or not', async () => {
      const victim = await parentSession();
      const { family, token } = await parentSession();
      const child = await login(t.app, `${family.username}_kid`, family.password);
      // The two families' sessions only: other test files open sessions on the same database.
      const members = [victim.family.username, family.username].flatMap((name) => [
        name,
        `${name}_kid`,
      ]);
      const sessionsOfMembers = async () =>
        (
          await t.database.db
            .select({ id: sessions.id })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(inArray(users.username, members))
        ).length;
      const before = await sessionsOfMembers();
      for (const caller of [token, child.token]) {
        for (const target of [
          victim.family.username,
          `${victim.family.username}_kid`,
          childName(),
        ]) {
          const response = await switchTo(caller, target, victim.family.password);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual(failureAnswer('Account not found in your family'));
        }
      }
      expect(await sessionsOfMembers()).toBe(before);
    });

    it('answers 401 without a session and 422 without a target', async () => {
      const { token } = await parentSession();
      expect((await switchTo('', 'anyone')).statusCode).toBe(401);
      const response = await call('POST', '/switch-account', token, {});
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failureAnswer('The account to switch to is required'));
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
/** In memory always; in Redis too when TEST_REDIS_URL is set. */
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(stores)('parent password attempts with the %s store', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { authRateLimitPerMinute: 3, redisUrl: store === 'redis' ? redisUrl : undefined },
      { rateLimitNamespace: `family-${randomBytes(4).toString('hex')}-` },
    );
  });
  afterAll(() => t.close());

  const call = (url: string, token: string, payload: object, method: 'POST' | 'DELETE' = 'POST') =>
    t.app.inject({
      method,
      url: `/api/users${url}`,
      headers: bearer(token),
      payload,
      remoteAddress: '10.9.8.7',
    });

  it('are limited like logins, across the calls that check it, per family', async () => {
    const family = await register(t.app);
    const parent = await login(t.app, family.email, family.password);
    const child = await login(t.app, `${family.username}_kid`, family.password);
    // Right passwords give their attempt back: signing in on four devices costs nothing.
    const devices = [];
    for (let i = 0; i < 4; i += 1) devices.push(await login(t.app, family.email, family.password));
    const guess = { target_username: family.username, parent_password: 'guess' };
    const statuses = [
      (await call('/switch-account', child.token, guess)).statusCode,
      (await call('/remove-child', parent.token, { ...guess, child_username: 'x1y' }, 'DELETE'))
        .statusCode,
      (await call('/switch-account', child.token, guess)).statusCode,
    ];
    expect(statuses).toEqual([403, 403, 403]);
    const blocked = await call('/create-additional-child', parent.token, {
      child_username: 'abc',
      child_birth_year: 2015,
      parent_password: family.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(
      failureAnswer('Too many attempts. Please wait a minute and try again.'),
    );

    // A parent entering its child checks no password and is not held back.
    // (Each switch ends the session it leaves: one of the parent's devices is used each time.)
    for (const device of devices) {
      const entered = await call('/switch-account', device.token, {
        target_username: `${family.username}_kid`,
      });
      expect(entered.statusCode).toBe(200);
    }

    // Another family behind the same address is not held back by this one.
    const other = await register(t.app);
    const otherChild = await login(t.app, `${other.username}_kid`, other.password);
    const fine = await call('/switch-account', otherChild.token, {
      target_username: other.username,
      parent_password: other.password,
    });
    expect(fine.statusCode).toBe(200);
  });
});
