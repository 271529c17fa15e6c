import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, outbox, sessions, users } from '../src/db/schema';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  register,
  tokenFromMail,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

describe.each(backends)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const familyRows = (email: string) =>
    t.database.db
      .select()
      .from(users)
      .where(
        sql`lower(${users.email}) = lower(${email}) or ${users.parentId} in (select id from users where lower(email) = lower(${email}))`,
      )
      .orderBy(users.id);

  describe('register', () => {
    it('creates a PARENT and its primary CHILD, and mails a verification link', async () => {
      const family = newFamily();
      const response = await post('/api/users/register', {
        ...family,
        email: family.email.toUpperCase(),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Registration successful. Please check your email to verify your account.',
        username: family.username,
        email: family.email,
      });
      const [parent, child, ...rest] = await familyRows(family.email);
      expect(rest).toEqual([]);
      expect(parent).toMatchObject({
        username: family.username,
        accountType: 'PARENT',
        birthYear: 1988,
        isVerified: false,
        role: 'USER',
        accessLevel: 'BASIC',
      });
      expect(parent?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(child).toMatchObject({
        username: `${family.username}_kid`,
        accountType: 'CHILD',
        parentId: parent?.id,
        isPrimaryChild: true,
        email: null,
        passwordHash: null,
      });
      const line = t.mail.at(-1);
      expect(line).toMatch(
        new RegExp(
          `^\\[mail\\] to=${family.email} subject="Verify your e-mail" link=http://localhost:3000/verify-email\\?token=[A-Za-z0-9_-]{43}$`,
        ),
      );
      const kept = await t.database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.recipient} = ${family.email}`);
      expect(kept).toHaveLength(1);
      expect(kept[0]?.body).toContain(kept[0]?.link);
      // Only the hash of the link's token is stored: the outbox record holds no working link.
      const token = tokenFromMail(t.mail, family.email, 'verify-email');
      expect(JSON.stringify(kept)).not.toContain(token);
      expect(kept[0]?.link).toBe('http://localhost:3000/verify-email?token=(removed)');
      const stored = await t.database.db
        .select()
        .from(emailTokens)
        .where(sql`${emailTokens.userId} = ${parent?.id}`);
      expect(stored.map((s) => s.tokenHash)).not.toContain(token);
      expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('creates nothing at all when the child account cannot be created', async () => {
      // A trigger refuses this one child row, standing for any failure inside the transaction.
      const family = { ...newFamily(), username: `atomic${Date.now() % 1e8}` };
      await t.database.db.execute(
        sql.raw(`create or replace function refuse_atomic_child() returns trigger language plpgsql as $$
          begin
            if new.username like 'atomic%' then raise exception 'child refused'; end if;
            return new;
          end $$`),
      );
      await t.database.db.execute(
        sql.raw(`create trigger refuse_atomic_child before insert on users for each row
          when (new.account_type = 'CHILD') execute function refuse_atomic_child()`),
      );
      try {
        const response = await post('/api/users/register', family);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual(failureAnswer('Internal server error'));
      } finally {
        await t.database.db.execute(sql.raw('drop trigger refuse_atomic_child on users'));
      }
      expect(await familyRows(family.email)).toEqual([]);
      const mailed = await t.database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.recipient} = ${family.email}`);
      expect(mailed).toEqual([]);
      // The same sign-up then succeeds: nothing half-made is in the way.
      expect((await post('/api/users/register', family)).statusCode).toBe(201);
    });

    it('accepts the year of birth as text from a form', async () => {
      const family = newFamily();
      const response = await post('/api/users/register', { ...family, birth_year: '2001' });
      expect(response.statusCode).toBe(201);
      expect((await familyRows(family.email))[0]?.birthYear).toBe(2001);
    });

    it('starts the parent and the primary child in the language the parent signs up in', async () => {
      const family = { ...newFamily(), language: 'es' };
      expect((await post('/api/users/register', family)).statusCode).toBe(201);
      for (const who of [family.email, `${family.username}_kid`]) {
        const { token } = await login(t.app, who, family.password);
        const settings = await t.app.inject({
          method: 'GET',
          url: '/api/users/settings',
          headers: bearer(token),
        });
        expect(settings.statusCode).toBe(200);
        expect(settings.json().preferences).toMatchObject({ language: 'es', theme: 'AUTO' });
      }
    });

    it('starts a family that names no language in English', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const settings = await t.app.inject({
        method: 'GET',
        url: '/api/users/settings',
        headers: bearer(token),
      });
      expect(settings.json().preferences.language).toBe('en');
    });

    it('names the primary child with a free suffix when `<name>_kid` is taken', async () => {
      const family = newFamily();
      // Another parent already uses the name the child would get.
      await register(t.app, { ...newFamily(), username: `${family.username}_kid` });
      await register(t.app, family);
      const rows = await familyRows(family.email);
      expect(rows[1]?.username).toBe(`${family.username}_kid2`);
    });

    it('answers 409 with a detail for a taken username or e-mail, whatever the case', async () => {
      const family = await register(t.app);
      const sameName = await post('/api/users/register', {
        ...newFamily(),
        username: family.username.toUpperCase(),
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual(failureAnswer('This username is already taken'));
      const sameEmail = await post('/api/users/register', {
        ...newFamily(),
        email: family.email.toUpperCase(),
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual(failureAnswer('An account with this email already exists'));
      const childName = await post('/api/users/register', {
        ...newFamily(),
        username: `${family.username}_kid`,
      });
      expect(childName.statusCode).toBe(409);
      expect(await familyRows(family.email)).toHaveLength(2);
    });

    it.each([
      [{ username: undefined }, 'The username is required'],
      [{ username: '' }, 'The username is required'],
      [{ username: 'ab' }, 'Username must be at least 3 characters long'],
      [{ username: 'a'.repeat(16) }, 'Username must be at most 15 characters long'],
      [
        { username: 'has space' },
        'Username may only contain letters, numbers, dots, dashes and underscores',
      ],
      [{ email: undefined }, 'The email is required'],
      [{ email: '' }, 'The email is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: undefined }, 'The password is required'],
      [{ password: '', confirmPassword: '' }, 'The password is required'],
      [
        { password: 'short', confirmPassword: 'short' },
        'Password must be at least 8 characters long',
      ],
      [{ confirmPassword: undefined }, 'Please confirm your password'],
      [{ confirmPassword: '' }, 'Please confirm your password'],
      [{ confirmPassword: 'something else' }, 'The passwords do not match'],
      [{ birth_year: undefined }, 'Year of birth is required'],
      [{ birth_year: '' }, 'Year of birth is required'],
      [{ birth_year: 'abc' }, 'Year of birth must be a number'],
      [{ birth_year: 1924 }, 'Year of birth must be at least 1925'],
      [{ birth_year: 2051 }, 'Year of birth must be at most 2050'],
      [{ birth_year: 1990.5 }, 'Year of birth must be a whole number'],
      [{ language: 'pt' }, 'language must be one of en, es, fr, de, zh, ja'],
    ])('answers 422 for %j with the message "%s" and creates nothing', async (change, detail) => {
      const family = { ...newFamily(), ...change };
      const response = await post('/api/users/register', family);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failureAnswer(detail));
      if (typeof family.email === 'string' && family.email) {
        expect(await familyRows(family.email)).toEqual([]);
      }
    });
  });

  describe('verify-email', () => {
    it('verifies once; the same link then fails', async () => {
      const family = await register(t.app);
      const token = tokenFromMail(t.mail, family.email, 'verify-email');
      const url = `/api/users/verify-email?token=${token}`;
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'Email verified successfully.' });
      expect((await familyRows(family.email))[0]?.isVerified).toBe(true);
      const again = await t.app.inject({ url });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(
        failureAnswer('This verification link is invalid or has expired.'),
      );
    });

    it('refuses an expired link and leaves the account unverified', async () => {
      const family = await register(t.app);
      const token = tokenFromMail(t.mail, family.email, 'verify-email');
      const [parent] = await familyRows(family.email);
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`${emailTokens.userId} = ${parent?.id}`);
      const response = await t.app.inject({ url: `/api/users/verify-email?token=${token}` });
      expect(response.statusCode).toBe(400);
      expect((await familyRows(family.email))[0]?.isVerified).toBe(false);
    });

    it('answers 422 without a token and 400 for an unknown one', async () => {
      const missing = await t.app.inject({ url: '/api/users/verify-email' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual(failureAnswer('The token is required'));
      const unknown = await t.app.inject({ url: '/api/users/verify-email?token=nope' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().detail).toBe('This verification link is invalid or has expired.');
    });
  });

  describe('forgot-password and reset-password', () => {
    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const before = t.mail.length;
      const unknown = await post('/api/users/forgot-password', {
        email: 'nobody.here@example.com',
      });
      const family = await register(t.app);
      const known = await post('/api/users/forgot-password', { email: family.email });
      await t.app.settled();
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json()).toEqual({ msg: 'Password reset email sent successfully.' });
      expect(t.mail.slice(before).filter((l) => l.includes('nobody.here'))).toEqual([]);
      expect(t.mail.at(-1)).toMatch(
        new RegExp(
          `^\\[mail\\] to=${family.email} subject="Reset your password" link=http://localhost:3000/reset-password\\?token=`,
        ),
      );
    });

    it('sets the new password once, ends the family sessions, and the old password stops working', async () => {
      const family = await register(t.app);
      const session = await login(t.app, family.email, family.password);
      const childSession = await login(t.app, `${family.username}_kid`, family.password);
      await post('/api/users/forgot-password', { email: family.email });
      await t.app.settled();
      const token = tokenFromMail(t.mail, family.email, 'reset-password');

      const reset = await post('/api/users/reset-password', {
        token,
        new_password: 'a brand new secret',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: 'Password reset successful. You can now log in.' });

      for (const s of [session, childSession]) {
        const me = await t.app.inject({ url: '/api/users/me', headers: bearer(s.token) });
        expect(me.statusCode).toBe(401);
      }
      const old = await post('/api/users/login', {
        email: family.email,
        password: family.password,
      });
      expect(old.statusCode).toBe(401);
      await login(t.app, family.email, 'a brand new secret');
      await login(t.app, `${family.username}_kid`, 'a brand new secret');

      const reused = await post('/api/users/reset-password', {
        token,
        new_password: 'yet another secret',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual(
        failureAnswer('This password reset link is invalid or has expired.'),
      );
      await login(t.app, family.email, 'a brand new secret');
    });

    it('refuses an expired reset link and a verification link used as a reset link', async () => {
      const family = await register(t.app);
      const verifyToken = tokenFromMail(t.mail, family.email, 'verify-email');
      const wrongPurpose = await post('/api/users/reset-password', {
        token: verifyToken,
        new_password: 'new password 1',
      });
      expect(wrongPurpose.statusCode).toBe(400);

      await post('/api/users/forgot-password', { email: family.email });
      await t.app.settled();
      const token = tokenFromMail(t.mail, family.email, 'reset-password');
      const [parent] = await familyRows(family.email);
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`${emailTokens.userId} = ${parent?.id} and ${emailTokens.purpose} = 'reset'`);
      const expired = await post('/api/users/reset-password', {
        token,
        new_password: 'new password 1',
      });
      expect(expired.statusCode).toBe(400);
      await login(t.app, family.email, family.password);
    });

    it('validates the new password', async () => {
      const short = await post('/api/users/reset-password', { token: 'x', new_password: 'short' });
      expect(short.statusCode).toBe(422);
      expect(short.json()).toEqual(failureAnswer('Password must be at least 8 characters long'));
      const missing = await post('/api/users/reset-password', { token: 'x' });
      expect(missing.json()).toEqual(failureAnswer('The new password is required'));
    });
  });

  describe('login, me and logout', () => {
    it('logs a parent in by e-mail and records the session', async () => {
      const family = await register(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `  ${family.email.toUpperCase()} `, password: family.password },
        headers: {
          'user-agent': 'Mozilla/5.0 (iPhone) AppleWebKit Version/17 Mobile Safari/604.1',
        },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        account_type: 'PARENT',
        username: family.username,
        is_primary_child: false,
        child_accounts: [{ username: `${family.username}_kid`, is_primary_child: true }],
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [parent] = await familyRows(family.email);
      const rows = await t.database.db
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${parent?.id}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ device: 'iOS phone', browser: 'Safari 17', revokedAt: null });
      expect(rows[0]?.tokenHash).not.toBe(body.token);
    });

    it("logs a child in with its username and the parent's password", async () => {
      const family = await register(t.app);
      const child = await login(t.app, `${family.username}_kid`, family.password);
      expect(child).toMatchObject({
        account_type: 'CHILD',
        username: `${family.username}_kid`,
        is_primary_child: true,
      });
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(child.token) });
      expect(me.json()).toMatchObject({
        account_type: 'CHILD',
        email: null,
        age: null,
        is_primary_child: true,
      });
    });

    it.each([
      [
        'a wrong password',
        (f: ReturnType<typeof newFamily>) => ({ email: f.email, password: 'wrong password' }),
      ],
      ['an unknown e-mail', () => ({ email: 'nobody@example.com', password: 'whatever1' })],
      [
        "a parent's username",
        (f: ReturnType<typeof newFamily>) => ({ email: f.username, password: f.password }),
      ],
      ['an unknown username', () => ({ email: 'ghost_kid', password: 'whatever1' })],
    ])('answers 401 with the same detail for %s', async (_, payload) => {
      const family = await register(t.app);
      const response = await post('/api/users/login', payload(family));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(failureAnswer('Incorrect email or password'));
    });

    it('validates the login form', async () => {
      const noEmail = await post('/api/users/login', { password: 'x' });
      expect(noEmail.statusCode).toBe(422);
      expect(noEmail.json()).toEqual(failureAnswer('The email is required'));
      const noPassword = await post('/api/users/login', { email: 'a@b.co', password: '' });
      expect(noPassword.json()).toEqual(failureAnswer('The password is required'));
    });

    it('GET /me returns the signed-in account', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        id: expect.any(Number),
        username: family.username,
        email: family.email,
        age: new Date().getUTCFullYear() - 1988,
        bio: null,
        account_type: 'PARENT',
        is_primary_child: false,
        is_verified: false,
        // No change of address is waiting for its link.
        pending_email: null,
        role: 'USER',
        access_level: 'BASIC',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        badges: [],
      });
    });

    it.each([
      ['no header', {}],
      ['a malformed header', { authorization: 'Token abc' }],
      ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
    ])('GET /me answers 401 with the catalogue shape for %s', async (_, headers) => {
      const me = await t.app.inject({ url: '/api/users/me', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual(failureAnswer('Authentication required'));
    });

    it('logout revokes only that session', async () => {
      const family = await register(t.app);
      const first = await login(t.app, family.email, family.password);
      const second = await login(t.app, family.email, family.password);
      const out = await post('/api/users/logout', undefined, bearer(first.token));
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logged out successfully.' });
      expect(
        (await t.app.inject({ url: '/api/users/me', headers: bearer(first.token) })).statusCode,
      ).toBe(401);
      expect((await post('/api/users/logout', undefined, bearer(first.token))).statusCode).toBe(
        401,
      );
      expect(
        (await t.app.inject({ url: '/api/users/me', headers: bearer(second.token) })).statusCode,
      ).toBe(200);
    });

    it('a session idle past the timeout needs a new login', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const [parent] = await familyRows(family.email);
      await t.database.db
        .update(sessions)
        .set({ lastActive: new Date(Date.now() - 61 * 60_000) })
        .where(sql`${sessions.userId} = ${parent?.id}`);
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    });

    it('a session in use stays alive: last_active moves forward', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const [parent] = await familyRows(family.email);
      const fiftyMinutesAgo = new Date(Date.now() - 50 * 60_000);
      await t.database.db
        .update(sessions)
        .set({ lastActive: fiftyMinutesAgo })
        .where(sql`${sessions.userId} = ${parent?.id}`);
      expect(
        (await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${parent?.id}`);
      expect(row!.lastActive.getTime()).toBeGreaterThan(fiftyMinutesAgo.getTime() + 40 * 60_000);
    });
  });
});
