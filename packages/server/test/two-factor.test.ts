import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, twoFactorRecoveryCodes } from '../src/db/schema';
import { CODE_ATTEMPTS_PER_MINUTE } from '../src/security/two-factor-guard';
import { twoFactorServiceMessages } from '../src/services/two-factor-service';
import {
  backends,
  bearer,
  createTestApp,
  login,
  register,
  tokenFromMail,
  type Family,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

// Real codes: each is computed from the secret the server gave, with the same library an
// authenticator app's algorithm follows (RFC 6238, SHA-1, six digits, 30 s).

/** The code of the time step `stepsAgo` steps before now. */
function codeOf(secret: string, stepsAgo = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() - stepsAgo * 30_000 });
}

/** A six-digit code that is none of the codes the server accepts now. */
function wrongCodeOf(secret: string): string {
  const valid = new Set([codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)]);
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describe.each(backends)('two-factor sign-in on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      backend,
      {},
      { rateLimitNamespace: `two-factor-${randomBytes(4).toString('hex')}-` },
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? bearer(token) : {},
    });
  const settingsOf = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/users/settings', headers: bearer(token) })
    ).json().security as { two_factor_enabled: boolean };

  /** A parent, signed in, that has two-factor sign-in on: its secret and recovery codes. */
  async function enrolledParent() {
    const family = await register(t.app);
    const { token } = await login(t.app, family.email, family.password);
    const setup = await post('/users/two-factor/setup', undefined, token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await post('/users/two-factor/confirm', { code: codeOf(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes } = confirmed.json<{ recovery_codes: string[] }>();
    return { family, token, secret, recoveryCodes: recovery_codes };
  }

  /** The challenge a right password gets for an account with two-factor sign-in on. */
  async function challengeFor(family: Family): Promise<string> {
    const response = await post('/users/login', { email: family.email, password: family.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      two_factor_required: true,
      challenge: expect.any(String),
      expires_in_seconds: 300,
    });
    // A right password alone never carries a session.
    expect(body).not.toHaveProperty('token');
    return body.challenge as string;
  }

  describe('enrolment', () => {
    it('gives a secret and its otpauth link, and turns on only with a right code', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const setup = await post('/users/two-factor/setup', undefined, token);
      expect(setup.statusCode).toBe(200);
      const body = setup.json();
      expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(body.issuer).toBe('Bitesize TaskBoard');
      expect(body.account_name).toBe(family.email);
      const uri = new URL(body.otpauth_uri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.searchParams.get('secret')).toBe(body.secret);
      expect(uri.searchParams.get('issuer')).toBe('Bitesize TaskBoard');
      // Pending: login is still one step until a code confirms the app has the secret.
      expect((await settingsOf(token)).two_factor_enabled).toBe(false);
      expect(await login(t.app, family.email, family.password)).toHaveProperty('token');

      const wrong = await post(
        '/users/two-factor/confirm',
        { code: wrongCodeOf(body.secret) },
        token,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toMatch(/^That code is not right/);
      expect((await settingsOf(token)).two_factor_enabled).toBe(false);

      const right = await post('/users/two-factor/confirm', { code: codeOf(body.secret) }, token);
      expect(right.statusCode).toBe(200);
      const { recovery_codes, message } = right.json();
      expect(message).toMatch(/^Two-factor sign-in is on/);
      expect(recovery_codes).toHaveLength(10);
      expect(new Set(recovery_codes).size).toBe(10);
      for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect((await settingsOf(token)).two_factor_enabled).toBe(true);

      // The secret is never given out again, and recovery codes are kept only as digests.
      const again = await post('/users/two-factor/setup', undefined, token);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(/^Two-factor sign-in is already on/);
      expect(again.body).not.toContain(body.secret);
      const stored = await t.database.db
        .select()
        .from(twoFactorRecoveryCodes)
        .innerJoin(twoFactor, eq(twoFactor.userId, twoFactorRecoveryCodes.userId))
        .where(eq(twoFactor.secret, body.secret));
      expect(stored).toHaveLength(10);
      const digests = stored.map((row) => row.two_factor_recovery_codes.codeHash).join(' ');
      for (const code of recovery_codes) expect(digests).not.toContain(code);
    });

    it('refuses a confirmation without a set-up, and a recovery-code-shaped one', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const early = await post('/users/two-factor/confirm', { code: '123456' }, token);
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toBe(
        'Start the set-up first: no authenticator is waiting for a code.',
      );
      await post('/users/two-factor/setup', undefined, token);
      const notDigits = await post('/users/two-factor/confirm', { code: 'abcde-fghij' }, token);
      expect(notDigits.statusCode).toBe(400);
      const blank = await post('/users/two-factor/confirm', { code: '' }, token);
      expect(blank.statusCode).toBe(422);
      expect(blank.json().detail).toBe('Enter the code from your authenticator app');
      expect((await settingsOf(token)).two_factor_enabled).toBe(false);
    });

    it('a second set-up replaces an unconfirmed secret: codes of the first no longer work', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const first = (await post('/users/two-factor/setup', undefined, token)).json().secret;
      const second = (await post('/users/two-factor/setup', undefined, token)).json().secret;
      expect(second).not.toBe(first);
      const old = await post('/users/two-factor/confirm', { code: codeOf(first) }, token);
      // Unless the two secrets happen to share this step's code (one in a million).
      if (codeOf(first) !== codeOf(second)) expect(old.statusCode).toBe(400);
      expect(
        (await post('/users/two-factor/confirm', { code: codeOf(second) }, token)).statusCode,
      ).toBe(200);
    });

    it('is for parents only: a child account is refused with a clear message', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, `${family.username}_kid`, family.password);
      for (const [url, payload] of [
        ['/users/two-factor/setup', undefined],
        ['/users/two-factor/confirm', { code: '123456' }],
        ['/users/two-factor/disable', { password: family.password, code: '123456' }],
        ['/users/two-factor/recovery-codes', { password: family.password, code: '123456' }],
      ] as const) {
        const response = await post(url, payload, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().detail).toBe(
          "Two-factor sign-in is for parent accounts. A child account signs in with its parent's password and has no code of its own.",
        );
      }
      expect((await settingsOf(token)).two_factor_enabled).toBe(false);
    });
  });

  describe('login', () => {
    it('asks for a code after the password, and gives the session for a right one', async () => {
      const { family, secret } = await enrolledParent();
      const challenge = await challengeFor(family);

      // The challenge is no bearer token.
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(challenge),
      });
      expect(me.statusCode).toBe(401);

      const wrong = await post('/users/login/two-factor', { challenge, code: wrongCodeOf(secret) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().detail).toMatch(/^That code is not right, or it was already used/);

      // A wrong code leaves the challenge usable for the right one (a typo costs one try).
      const right = await post('/users/login/two-factor', {
        challenge,
        code: codeOf(secret, -1),
      });
      expect(right.statusCode).toBe(200);
      const session = right.json();
      expect(session).toMatchObject({ account_type: 'PARENT', username: family.username });
      expect(session.child_accounts).toHaveLength(1);
      const meNow = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(session.token),
      });
      expect(meNow.statusCode).toBe(200);

      // A challenge works once.
      const reused = await post('/users/login/two-factor', { challenge, code: codeOf(secret) });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().detail).toBe(
        'This sign-in step has expired or was already used. Please log in again.',
      );
    });

    it('refuses a code already used in its time step (replay) and older steps', async () => {
      const { family, secret } = await enrolledParent();
      // Enrolment used this step's code.
      const replay = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: codeOf(secret),
      });
      expect(replay.statusCode).toBe(401);
      const next = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: codeOf(secret, -1),
      });
      expect(next.statusCode).toBe(200);
      // The same code again, and the one before it: both steps are used up.
      for (const code of [codeOf(secret, -1), codeOf(secret)]) {
        const again = await post('/users/login/two-factor', {
          challenge: await challengeFor(family),
          code,
        });
        expect(again.statusCode).toBe(401);
      }
      // A code three steps old was never valid.
      const stale = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: codeOf(secret, 3),
      });
      expect(stale.statusCode).toBe(401);
    });

    it('takes each recovery code once, typed in any case and with spaces', async () => {
      const { family, recoveryCodes } = await enrolledParent();
      const [first, second] = recoveryCodes as [string, string];
      const used = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: ` ${first.toUpperCase()} `,
      });
      expect(used.statusCode).toBe(200);
      const again = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: first,
      });
      expect(again.statusCode).toBe(401);
      const other = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: second.replace('-', ''),
      });
      expect(other.statusCode).toBe(200);
    });

    it('refuses an unknown challenge and a missing code with clear details', async () => {
      const unknown = await post('/users/login/two-factor', {
        challenge: 'A'.repeat(43),
        code: '123456',
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().detail).toBe(
        'This sign-in step has expired or was already used. Please log in again.',
      );
      const noCode = await post('/users/login/two-factor', { challenge: 'A'.repeat(43) });
      expect(noCode.statusCode).toBe(422);
      expect(noCode.json().detail).toBe('Enter the code from your authenticator app');
    });

    it('ends a challenge issued before a password reset: its right code answers 401', async () => {
      const { family, secret } = await enrolledParent();
      const before = await challengeFor(family);
      expect((await post('/users/forgot-password', { email: family.email })).statusCode).toBe(200);
      await t.app.settled();
      const reset = await post('/users/reset-password', {
        token: tokenFromMail(t.mail, family.email, 'reset-password'),
        new_password: 'a brand new passphrase',
      });
      expect(reset.statusCode).toBe(200);

      const stale = await post('/users/login/two-factor', {
        challenge: before,
        code: codeOf(secret, -1),
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().detail).toBe(twoFactorServiceMessages.challengeExpired);
      // The same code was not spent by the refusal: the new password's challenge takes it.
      const renewed = { ...family, password: 'a brand new passphrase' };
      const fresh = await post('/users/login/two-factor', {
        challenge: await challengeFor(renewed),
        code: codeOf(secret, -1),
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('ends a challenge issued before a password change: its right code answers 401', async () => {
      const { family, token, secret } = await enrolledParent();
      const before = await challengeFor(family);
      const changed = await post(
        '/users/change-password',
        {
          current_password: family.password,
          new_password: 'another new passphrase',
          confirm_password: 'another new passphrase',
        },
        token,
      );
      expect(changed.statusCode).toBe(200);

      const stale = await post('/users/login/two-factor', {
        challenge: before,
        code: codeOf(secret, -1),
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().detail).toBe(twoFactorServiceMessages.challengeExpired);
      const renewed = { ...family, password: 'another new passphrase' };
      const fresh = await post('/users/login/two-factor', {
        challenge: await challengeFor(renewed),
        code: codeOf(secret, -1),
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('limits code attempts per account and address; a right code does not pass the limit', async () => {
      const { family, secret } = await enrolledParent();
      const challenge = await challengeFor(family);
      const wrong = wrongCodeOf(secret);
      for (let i = 0; i < CODE_ATTEMPTS_PER_MINUTE; i += 1) {
        const response = await post('/users/login/two-factor', { challenge, code: wrong });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await post('/users/login/two-factor', {
        challenge,
        code: codeOf(secret, -1),
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toBe(
        'Too many codes tried. Please wait a minute and try again.',
      );
      expect(blocked.headers['retry-after']).toBe('60');
      // The limit is the account's from this address, whichever new challenge a guesser asks for.
      const fresh = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: codeOf(secret, -1),
      });
      expect(fresh.statusCode).toBe(429);
    });

    it('keeps the one-step login of accounts without two-factor sign-in, and of children', async () => {
      const { family } = await enrolledParent();
      const child = await login(t.app, `${family.username}_kid`, family.password);
      expect(child).toMatchObject({ account_type: 'CHILD', token: expect.any(String) });
      const other = await register(t.app);
      expect(await login(t.app, other.email, other.password)).toHaveProperty('token');
    });

    it('answers a wrong password the same as before, with no challenge', async () => {
      const { family } = await enrolledParent();
      const response = await post('/users/login', {
        email: family.email,
        password: 'not it at all',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(failureAnswer('Incorrect email or password'));
    });
  });

  describe('switching accounts', () => {
    it('a child entering a parent with two-factor sign-in on gives the password and a code', async () => {
      const { family, secret, token } = await enrolledParent();
      // A parent enters its child without a password or code, as before.
      const intoChild = await post(
        '/users/switch-account',
        { target_username: `${family.username}_kid` },
        token,
      );
      expect(intoChild.statusCode).toBe(200);
      const childToken = intoChild.json().token as string;

      const passwordOnly = await post(
        '/users/switch-account',
        { target_username: family.username, parent_password: family.password },
        childToken,
      );
      expect(passwordOnly.statusCode).toBe(403);
      expect(passwordOnly.json().detail).toMatch(
        /^The parent account has two-factor sign-in on: enter a code/,
      );
      const wrongCode = await post(
        '/users/switch-account',
        {
          target_username: family.username,
          parent_password: family.password,
          two_factor_code: wrongCodeOf(secret),
        },
        childToken,
      );
      expect(wrongCode.statusCode).toBe(403);
      const codeWithoutPassword = await post(
        '/users/switch-account',
        { target_username: family.username, two_factor_code: codeOf(secret, -1) },
        childToken,
      );
      expect(codeWithoutPassword.statusCode).toBe(403);
      expect(codeWithoutPassword.json().detail).toBe(
        'Parent password is required to switch to the parent account',
      );
      const both = await post(
        '/users/switch-account',
        {
          target_username: family.username,
          parent_password: family.password,
          two_factor_code: codeOf(secret, -1),
        },
        childToken,
      );
      expect(both.statusCode).toBe(200);
      expect(both.json()).toMatchObject({ account_type: 'PARENT', username: family.username });
    });

    it('a child that logged in with the password alone cannot reach the parent without a code', async () => {
      const { family } = await enrolledParent();
      const child = await login(t.app, `${family.username}_kid`, family.password);
      const response = await post(
        '/users/switch-account',
        { target_username: family.username, parent_password: family.password },
        child.token,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('token');
    });
  });

  describe('turning it off and new recovery codes', () => {
    it('needs the password and a current code; then login is one step again', async () => {
      const { family, token, secret } = await enrolledParent();
      const noCode = await post('/users/two-factor/disable', { password: family.password }, token);
      expect(noCode.statusCode).toBe(422);
      const wrongPassword = await post(
        '/users/two-factor/disable',
        { password: 'not the password', code: codeOf(secret, -1) },
        token,
      );
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().detail).toBe('Incorrect password');
      const wrongCode = await post(
        '/users/two-factor/disable',
        { password: family.password, code: wrongCodeOf(secret) },
        token,
      );
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json().detail).toMatch(/^That code is not right/);
      // The enrolment's own code is used up: it cannot turn it off either.
      const replayed = await post(
        '/users/two-factor/disable',
        { password: family.password, code: codeOf(secret) },
        token,
      );
      expect(replayed.statusCode).toBe(400);
      expect((await settingsOf(token)).two_factor_enabled).toBe(true);

      const off = await post(
        '/users/two-factor/disable',
        { password: family.password, code: codeOf(secret, -1) },
        token,
      );
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: 'Two-factor sign-in is off.' });
      expect((await settingsOf(token)).two_factor_enabled).toBe(false);
      expect(await login(t.app, family.email, family.password)).toHaveProperty('token');
      const twice = await post(
        '/users/two-factor/disable',
        { password: family.password, code: codeOf(secret, -1) },
        token,
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json().detail).toBe('Two-factor sign-in is not on for this account.');
    });

    it('takes a recovery code instead of an authenticator code', async () => {
      const { family, token, recoveryCodes } = await enrolledParent();
      const off = await post(
        '/users/two-factor/disable',
        { password: family.password, code: recoveryCodes[3] },
        token,
      );
      expect(off.statusCode).toBe(200);
    });

    it('makes new recovery codes with the password and a code; the old ones stop working', async () => {
      const { family, token, recoveryCodes } = await enrolledParent();
      const refused = await post(
        '/users/two-factor/recovery-codes',
        { password: 'not the password', code: recoveryCodes[0] },
        token,
      );
      expect(refused.statusCode).toBe(400);
      const made = await post(
        '/users/two-factor/recovery-codes',
        { password: family.password, code: recoveryCodes[0] },
        token,
      );
      expect(made.statusCode).toBe(200);
      const fresh = made.json().recovery_codes as string[];
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(recoveryCodes[1]);
      const old = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: recoveryCodes[1],
      });
      expect(old.statusCode).toBe(401);
      const current = await post('/users/login/two-factor', {
        challenge: await challengeFor(family),
        code: fresh[0],
      });
      expect(current.statusCode).toBe(200);
    });
  });

  it("leaves the secret and the recovery codes' digests out of the account's data export", async () => {
    const { token, secret, recoveryCodes } = await enrolledParent();
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings/account/export',
      headers: bearer(token),
    });
    expect(exported.statusCode).toBe(200);
    const { tables } = exported.json<{ tables: Record<string, Record<string, unknown>[]> }>();
    expect(tables.two_factor_recovery_codes).toHaveLength(10);
    expect(tables.two_factor?.[0]).toHaveProperty('enabled_at');
    const text = JSON.stringify(tables);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('code_hash');
    for (const code of recoveryCodes) expect(text).not.toContain(code);
  });

  describe('the settings flag', () => {
    it('cannot be switched on or off through PUT /users/settings/security', async () => {
      const put = (token: string, payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/settings/security',
          headers: bearer(token),
          payload,
        });
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const on = await put(token, { two_factor_enabled: true, login_notifications: true });
      expect(on.statusCode).toBe(422);
      expect(on.json().detail).toMatch(/^two_factor_enabled cannot be switched on here: set up/);
      // Nothing of the refused body was stored.
      const security = (await settingsOf(token)) as { two_factor_enabled: boolean };
      expect(security).toMatchObject({ two_factor_enabled: false, login_notifications: false });
      // Sending the value it has is no change and is fine.
      expect((await put(token, { two_factor_enabled: false })).statusCode).toBe(200);

      const enrolled = await enrolledParent();
      const off = await put(enrolled.token, { two_factor_enabled: false });
      expect(off.statusCode).toBe(422);
      expect(off.json().detail).toMatch(
        /^two_factor_enabled cannot be switched off here: turning two-factor sign-in off needs your password and a code/,
      );
      expect((await settingsOf(enrolled.token)).two_factor_enabled).toBe(true);
      const same = await put(enrolled.token, { two_factor_enabled: true });
      expect(same.statusCode).toBe(200);
      expect(same.json().security.two_factor_enabled).toBe(true);
    });
  });
});

describe('two-factor secrets with TWO_FACTOR_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { twoFactorKey: randomBytes(32) });
  });
  afterAll(() => t.close());

  it('are sealed in the database, and codes from them still sign in', async () => {
    const family = await register(t.app);
    const { token } = await login(t.app, family.email, family.password);
    const post = (url: string, payload?: object, bearerToken?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        ...(payload ? { payload } : {}),
        headers: bearerToken ? bearer(bearerToken) : {},
      });
    const { secret } = (await post('/users/two-factor/setup', undefined, token)).json();
    const rows = await t.database.db.select().from(twoFactor);
    const stored = rows.map((row) => row.secret);
    expect(stored.some((value) => value.includes(secret))).toBe(false);
    expect(stored.every((value) => value.startsWith('v1.'))).toBe(true);

    expect(
      (await post('/users/two-factor/confirm', { code: codeOf(secret) }, token)).statusCode,
    ).toBe(200);
    const { challenge } = (
      await post('/users/login', { email: family.email, password: family.password })
    ).json();
    const session = await post('/users/login/two-factor', { challenge, code: codeOf(secret, -1) });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toHaveProperty('token');
  });
});
