import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  queryRows,
  register,
  tokenFromMail,
  type Family,
  type TestApp,
} from './helper';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(backends)('account settings on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Its own database: the deletion test compares the whole of it before and after.
    t = await createTestApp(backend, {}, { isolated: true });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | undefined,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/users${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function loginAs(identifier: string, password: string, userAgent?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: identifier, password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  }

  async function parent(): Promise<{ family: Family; token: string }> {
    const family = await register(t.app);
    return { family, token: (await login(t.app, family.email, family.password)).token };
  }

  const me = async (token: string) => (await call('GET', '/me', token)).json();
  const userRow = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  describe('PUT /users/profile', () => {
    it('changes the username, age and bio, and answers with the profile', async () => {
      const { token } = await parent();
      const username = `n${Date.now().toString(36).slice(-8)}`;
      const response = await call('PUT', '/profile', token, {
        username,
        age: 41,
        bio: 'Loves puzzles',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Profile updated successfully!',
        verification_sent: false,
        profile: { username, age: 41, bio: 'Loves puzzles' },
      });
      expect(await me(token)).toMatchObject({ username, age: 41 });
    });

    // A new e-mail address (password, pending, confirm and cancel links): email-change.test.ts.

    it("answers 'No changes detected to update' when nothing differs", async () => {
      const { family, token } = await parent();
      for (const body of [{}, { username: family.username, email: family.email }]) {
        const response = await call('PUT', '/profile', token, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe('No changes detected to update');
      }
    });

    it("answers 409 'Username or email already exists' for another account's name or e-mail", async () => {
      const other = await register(t.app, newFamily());
      const { family, token } = await parent();
      for (const body of [
        { username: other.username.toUpperCase() },
        { email: other.email, current_password: family.password },
        { username: `${other.username}_kid` },
      ]) {
        const response = await call('PUT', '/profile', token, body);
        expect(response.statusCode).toBe(409);
        expect(response.json().detail).toBe('Username or email already exists');
      }
      expect(await me(token)).toMatchObject({ username: family.username, email: family.email });
    });

    const invalid: [object, string][] = [
      [{ username: '' }, 'Username is required'],
      [{ username: '   ' }, 'Username is required'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(16) }, 'Username must be no more than 15 characters'],
      [{ username: 'has space' }, 'Username may only contain'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ age: 2 }, 'Age must be between 3 and 100'],
      [{ age: 101 }, 'Age must be between 3 and 100'],
      [{ age: 7.5 }, 'Age must be between 3 and 100'],
      [{ bio: 'x'.repeat(501) }, 'Bio must be no more than 500 characters'],
      [{ role: 'ADMIN' }, 'Unknown field: role'],
    ];
    it.each(invalid)('refuses %j with its message and changes nothing', async (body, detail) => {
      const { family, token } = await parent();
      const response = await call('PUT', '/profile', token, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain(detail);
      expect(await me(token)).toMatchObject({ username: family.username, email: family.email });
    });

    it('accepts a 500-character bio and the age as text from a form', async () => {
      const { token } = await parent();
      const response = await call('PUT', '/profile', token, { bio: 'b'.repeat(500), age: '35' });
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({ age: 35 });
    });

    it('lets a child rename itself but gives it no e-mail', async () => {
      const { family } = await parent();
      const kid = await loginAs(`${family.username}_kid`, family.password);
      const refused = await call('PUT', '/profile', kid, { email: 'kid@example.com' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe('A child account has no e-mail address');
      const renamed = await call('PUT', '/profile', kid, { username: `${family.username}_k` });
      expect(renamed.statusCode).toBe(200);
    });
  });

  describe('POST /users/change-password', () => {
    it('changes the password, ends the other sessions of the family and keeps this one', async () => {
      const { family, token } = await parent();
      const other = await loginAs(family.email, family.password);
      const kid = await loginAs(`${family.username}_kid`, family.password);
      const response = await call('POST', '/change-password', token, {
        current_password: family.password,
        new_password: 'a brand new secret',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password changed successfully!' });
      expect((await call('GET', '/me', token)).statusCode).toBe(200);
      expect((await call('GET', '/me', other)).statusCode).toBe(401);
      expect((await call('GET', '/me', kid)).statusCode).toBe(401);
      await loginAs(family.email, 'a brand new secret');
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: family.email, password: family.password },
      });
      expect(old.statusCode).toBe(401);
      const settings = (await call('GET', '/settings', token)).json();
      expect(Date.parse(settings.security.last_password_change)).toBeGreaterThan(
        Date.now() - 60_000,
      );
    });

    it('invalidates every reset link sent before the change', async () => {
      const { family, token } = await parent();
      await call('POST', '/forgot-password', undefined, { email: family.email });
      await t.app.settled();
      const resetLink = tokenFromMail(t.mail, family.email, 'reset-password');
      await call('POST', '/change-password', token, {
        current_password: family.password,
        new_password: 'a brand new secret',
      });
      const reset = await call('POST', '/reset-password', undefined, {
        token: resetLink,
        new_password: 'taken over by mail',
      });
      expect(reset.statusCode).toBe(400);
      await loginAs(family.email, 'a brand new secret');
    });

    const invalid: [(f: Family) => object, number, string][] = [
      [(f) => ({ new_password: f.password + 'x' }), 422, 'Current password is required'],
      [(f) => ({ current_password: f.password }), 422, 'New password is required'],
      [
        (f) => ({ current_password: f.password, new_password: 'short' }),
        422,
        'New password must be at least 8 characters long',
      ],
      [
        (f) => ({ current_password: f.password, new_password: f.password }),
        422,
        'New password must be different from current password',
      ],
      [
        () => ({ current_password: 'not my password', new_password: 'another secret one' }),
        400,
        'Current password is incorrect',
      ],
      [
        (f) => ({ current_password: f.password, new_password: 'password123' }),
        422,
        'too easy to guess',
      ],
    ];
    it.each(invalid)(
      'refuses a bad request (%#) and changes nothing',
      async (body, status, detail) => {
        const { family, token } = await parent();
        const response = await call('POST', '/change-password', token, body(family));
        expect(response.statusCode).toBe(status);
        expect(response.json().detail).toContain(detail);
        await loginAs(family.email, family.password);
        expect((await call('GET', '/me', token)).statusCode).toBe(200);
      },
    );

    it('is for parents: a child has no password of its own', async () => {
      const { family } = await parent();
      const kid = await loginAs(`${family.username}_kid`, family.password);
      const response = await call('POST', '/change-password', kid, {
        current_password: family.password,
        new_password: 'a brand new secret',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('sessions', () => {
    it("lists the user's live sessions with device and browser, location Unknown, this one marked", async () => {
      const family = await register(t.app);
      const phone = await loginAs(family.email, family.password, SAFARI_ON_IPHONE);
      const laptop = await loginAs(family.email, family.password, FIREFOX_ON_WINDOWS);
      await call('POST', '/logout', await loginAs(family.email, family.password));
      const response = await call('GET', '/settings/account/sessions', laptop);
      expect(response.statusCode).toBe(200);
      const list = response.json<{ sessions: Record<string, unknown>[] }>().sessions;
      expect(list).toHaveLength(2);
      expect(list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            device: 'iOS phone',
            browser: 'Safari 17',
            location: 'Unknown',
            is_current: false,
          }),
          expect.objectContaining({
            device: 'Windows computer',
            browser: 'Firefox 128',
            location: 'Unknown',
            is_current: true,
          }),
        ]),
      );
      expect(typeof list[0]?.last_active).toBe('string');
      expect((await call('GET', '/settings/account/sessions', phone)).statusCode).toBe(200);
    });

    it('a revoked session answers 401 on its next call', async () => {
      const family = await register(t.app);
      const phone = await loginAs(family.email, family.password, SAFARI_ON_IPHONE);
      const laptop = await loginAs(family.email, family.password, FIREFOX_ON_WINDOWS);
      const list = (await call('GET', '/settings/account/sessions', laptop)).json<{
        sessions: { id: number; is_current: boolean }[];
      }>().sessions;
      const phoneId = list.find((s) => !s.is_current)?.id;
      const response = await call('POST', `/settings/account/sessions/${phoneId}/revoke`, laptop);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Session revoked successfully!' });
      expect((await call('GET', '/me', phone)).statusCode).toBe(401);
      expect((await call('GET', '/me', laptop)).statusCode).toBe(200);
      // Once ended, it is gone.
      const again = await call('POST', `/settings/account/sessions/${phoneId}/revoke`, laptop);
      expect(again.statusCode).toBe(404);
    });

    it("cannot end another account's session, even in its own family", async () => {
      const family = await register(t.app);
      const parentToken = await loginAs(family.email, family.password);
      const kid = await loginAs(`${family.username}_kid`, family.password);
      const kidSession = (await call('GET', '/settings/account/sessions', kid)).json<{
        sessions: { id: number }[];
      }>().sessions[0]?.id;
      const response = await call(
        'POST',
        `/settings/account/sessions/${kidSession}/revoke`,
        parentToken,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Session not found');
      expect((await call('GET', '/me', kid)).statusCode).toBe(200);
      const bad = await call('POST', '/settings/account/sessions/abc/revoke', parentToken);
      expect(bad.statusCode).toBe(422);
    });

    it('revoke-all ends every other session and keeps this one', async () => {
      const family = await register(t.app);
      const a = await loginAs(family.email, family.password);
      const b = await loginAs(family.email, family.password);
      const c = await loginAs(family.email, family.password);
      const response = await call('POST', '/settings/account/sessions/revoke-all', c);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'All other sessions revoked successfully!',
        revoked: 2,
      });
      expect((await call('GET', '/me', a)).statusCode).toBe(401);
      expect((await call('GET', '/me', b)).statusCode).toBe(401);
      const list = (await call('GET', '/settings/account/sessions', c)).json().sessions;
      expect(list).toHaveLength(1);
    });
  });

  describe('GET /users/settings/account/export', () => {
    it("returns a file of everything the account owns, its children's too, and no secrets", async () => {
      const { family, token } = await parent();
      const kid = await loginAs(`${family.username}_kid`, family.password);
      await t.app.inject({
        method: 'POST',
        url: '/api/backlog/goals',
        headers: bearer(kid),
        payload: { title: 'Feed the cat', tasks: [] },
      });
      await call('PUT', '/settings/preferences', token, { theme: 'DARK' });
      const response = await call('GET', '/settings/account/export', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="bitesize-taskboard-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = response.json();
      expect(data.accounts).toEqual([family.username, `${family.username}_kid`]);
      expect(data.tables.users).toHaveLength(2);
      expect(data.tables.goals).toEqual([expect.objectContaining({ title: 'Feed the cat' })]);
      expect(data.tables.user_settings).toEqual([
        expect.objectContaining({ preferences: { theme: 'DARK' } }),
      ]);
      expect(data.tables.sessions.length).toBeGreaterThanOrEqual(2);
      expect(response.body).not.toMatch(/password_hash|token_hash|argon2/);
    });

    it("a child's export holds only its own data", async () => {
      const { family } = await parent();
      const kid = await loginAs(`${family.username}_kid`, family.password);
      const data = (await call('GET', '/settings/account/export', kid)).json();
      expect(data.accounts).toEqual([`${family.username}_kid`]);
      expect(JSON.stringify(data)).not.toContain(family.email);
    });
  });

  describe('POST /users/settings/account/delete-immediate', () => {
    /** Every row of every table, to compare before and after. */
    async function dump(): Promise<Record<string, string[]>> {
      const tables = await queryRows<{ name: string }>(
        t.database,
        sql`select c.relname as name from pg_class c
            join pg_namespace n on n.oid = c.relnamespace
            where c.relkind = 'r' and n.nspname = current_schema() order by 1`,
      );
      const result: Record<string, string[]> = {};
      for (const { name } of tables) {
        const rows = await queryRows<{ row: string }>(
          t.database,
          sql.raw(`select (to_jsonb(t) - 'last_active')::text as row from "${name}" t`),
        );
        result[name] = rows.map((r) => r.row).sort();
      }
      return result;
    }

    it('removes the parent, its children and everything they own, in one go', async () => {
      const before = await dump();
      const { family, token } = await parent();
      await call('POST', '/create-additional-child', token, {
        child_username: `${family.username}_2`,
        child_birth_year: 2018,
        parent_password: family.password,
      });
      const kid = await loginAs(`${family.username}_kid`, family.password);
      const goal = await t.app.inject({
        method: 'POST',
        url: '/api/backlog/goals',
        headers: bearer(kid),
        payload: { title: 'Brush teeth', tasks: [] },
      });
      expect(goal.statusCode).toBeLessThan(300);
      const task = await t.app.inject({
        method: 'POST',
        url: '/api/backlog/task',
        headers: bearer(kid),
        payload: { title: 'Find the brush', goal_id: goal.json<{ item_id: number }>().item_id },
      });
      expect(task.statusCode).toBeLessThan(300);
      await call('PUT', '/settings/preferences', kid, { theme: 'DARK' });
      await call('PUT', '/settings/privacy', token, { show_email: true });
      await call('POST', '/forgot-password', undefined, { email: family.email });
      await t.app.settled();

      const response = await call('POST', '/settings/account/delete-immediate', token, {
        password: family.password,
        confirmation_text: 'DELETE MY ACCOUNT',
        reason: 'Trying another app',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Account successfully deleted.',
        deleted_accounts: [family.username, `${family.username}_kid`, `${family.username}_2`],
      });
      expect((await call('GET', '/me', token)).statusCode).toBe(401);
      expect((await call('GET', '/me', kid)).statusCode).toBe(401);

      const after = await dump();
      const text = JSON.stringify(after).toLowerCase();
      expect(text).not.toContain(family.username.toLowerCase());
      expect(text).not.toContain(family.email.toLowerCase());
      // This database is the file's own: the whole of it is as it was before the family.
      expect(after).toEqual(before);
    });

    it('refuses a wrong confirmation text with 400 and a wrong password with 401', async () => {
      const { family, token } = await parent();
      const wrongText = await call('POST', '/settings/account/delete-immediate', token, {
        password: family.password,
        confirmation_text: 'delete my account',
      });
      expect(wrongText.statusCode).toBe(400);
      expect(wrongText.json().detail).toBe('Please type "DELETE MY ACCOUNT" exactly to confirm');
      const wrongPassword = await call('POST', '/settings/account/delete-immediate', token, {
        password: 'not the password',
        confirmation_text: 'DELETE MY ACCOUNT',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(wrongPassword.json().detail).toBe(
        'Invalid password. Please check your password and try again.',
      );
      const noPassword = await call('POST', '/settings/account/delete-immediate', token, {
        confirmation_text: 'DELETE MY ACCOUNT',
      });
      expect(noPassword.statusCode).toBe(422);
      expect(noPassword.json().detail).toBe('Password is required');
      expect((await call('GET', '/me', token)).statusCode).toBe(200);
    });

    it('allows five attempts per session, then answers 429 to that session alone', async () => {
      const { family, token } = await parent();
      const attempt = () =>
        call('POST', '/settings/account/delete-immediate', token, {
          password: 'guess',
          confirmation_text: 'DELETE MY ACCOUNT',
        });
      for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toBe(
        'Too many deletion attempts. Please wait before trying again.',
      );
      // The owner's other session (same address) is not held back: a stolen session that
      // guesses blocks only itself, never the account.
      const own = await login(t.app, family.email, family.password);
      const owner = await call('POST', '/settings/account/delete-immediate', own.token, {
        password: family.password,
        confirmation_text: 'DELETE MY ACCOUNT',
      });
      expect(owner.statusCode).toBe(200);
      // Another account is not slowed down by it either.
      const other = await parent();
      const response = await call('POST', '/settings/account/delete-immediate', other.token, {
        password: other.family.password,
        confirmation_text: 'DELETE MY ACCOUNT',
      });
      expect(response.statusCode).toBe(200);
    });

    it('is for parents: a child cannot delete itself', async () => {
      const { family } = await parent();
      const kid = await loginAs(`${family.username}_kid`, family.password);
      const response = await call('POST', '/settings/account/delete-immediate', kid, {
        password: family.password,
        confirmation_text: 'DELETE MY ACCOUNT',
      });
      expect(response.statusCode).toBe(403);
      expect(await userRow((await me(kid)).id)).toBeDefined();
    });
  });
});
