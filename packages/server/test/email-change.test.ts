import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeMessages, profileMessages } from '@taskboard/contract';
import { emailTokens, outbox } from '../src/db/schema';
import { signupMessages } from '../src/security/signup-guard';
import { EMAIL_CHANGES_PER_HOUR, maskAddress } from '../src/services/email-change-service';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  register,
  tokenFromMail,
  type Family,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

// A new e-mail address must not hand the account to whoever holds a session: it takes the
// password (and a code with two-factor sign-in on), waits for the link mailed to it, and the
// old address can undo it and sign every device out.

describe.each(backends)('changing the e-mail address on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      backend,
      {},
      { rateLimitNamespace: `email-change-${randomBytes(4).toString('hex')}-` },
    );
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/users${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const me = async (token: string) => (await api('GET', '/me', token)).json();
  const loginStatus = async (email: string, password: string) =>
    (await api('POST', '/login', undefined, { email, password })).statusCode;
  const newAddress = (family: Family) => `moved.${family.username}@elsewhere.example`;

  async function signedInParent() {
    const family = await register(t.app);
    return { family, token: (await login(t.app, family.email, family.password)).token };
  }

  /** Asks for `address` with the right password; answers the profile call's response. */
  async function askForChange(family: Family, token: string, address = newAddress(family)) {
    const response = await api('PUT', '/profile', token, {
      email: address,
      current_password: family.password,
    });
    expect(response.statusCode).toBe(200);
    return response;
  }

  const confirmLink = (address: string) => tokenFromMail(t.mail, address, 'confirm-email-change');
  const cancelLink = (address: string) => tokenFromMail(t.mail, address, 'cancel-email-change');
  const mailsTo = (address: string) => t.mail.filter((line) => line.includes(`to=${address} `));

  describe('asking for a new address', () => {
    it('is refused with a session alone, or a wrong password, and changes nothing', async () => {
      const { family, token } = await signedInParent();
      const address = newAddress(family);
      const attempts: [object, number, string][] = [
        [{ email: address }, 422, profileMessages.passwordForEmail],
        [{ email: address, current_password: '' }, 422, profileMessages.passwordForEmail],
        [
          { email: address, current_password: 'not the password' },
          400,
          'Current password is incorrect',
        ],
      ];
      for (const [body, status, detail] of attempts) {
        const response = await api('PUT', '/profile', token, body);
        expect(response.statusCode).toBe(status);
        expect(response.json().detail).toBe(detail);
      }
      expect(await me(token)).toMatchObject({ email: family.email, pending_email: null });
      expect(mailsTo(address)).toEqual([]);
      expect(await loginStatus(family.email, family.password)).toBe(200);
    });

    it('keeps the old address the login and the recovery address while the new one is pending', async () => {
      const { family, token } = await signedInParent();
      const address = newAddress(family);
      const response = await askForChange(family, token, address.toUpperCase());
      expect(response.json()).toMatchObject({
        message: profileMessages.emailChangePending,
        verification_sent: true,
        profile: { email: family.email, pending_email: address },
      });
      expect(await me(token)).toMatchObject({ email: family.email, pending_email: address });

      expect(await loginStatus(address, family.password)).toBe(401);
      expect(await loginStatus(family.email, family.password)).toBe(200);

      // Forgot-password for the pending address mails nothing; for the login address it does.
      for (const email of [address, family.email]) {
        const forgot = await api('POST', '/forgot-password', undefined, { email });
        expect(forgot.statusCode).toBe(200);
      }
      await t.app.settled();
      expect(mailsTo(address).filter((line) => line.includes('/reset-password'))).toEqual([]);
      expect(tokenFromMail(t.mail, family.email, 'reset-password')).toBeTruthy();
    });

    it('tells the old address at once, naming the new one masked, with a link to cancel', async () => {
      const { family, token } = await signedInParent();
      const address = newAddress(family);
      await askForChange(family, token, address);
      const [notice] = await t.database.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, family.email),
            eq(outbox.subject, 'Your e-mail address is being changed'),
          ),
        )
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(notice?.body).toContain(`changed to ${maskAddress(address)}.`);
      expect(notice?.body).toContain('Not you? Secure your account');
      expect(notice?.body).not.toContain(address);
      expect(maskAddress(address)).toBe('m…@e….example');
      expect(cancelLink(family.email)).toBeTruthy();
      expect(confirmLink(address)).toBeTruthy();
    });

    it('refuses an address another account uses, and a look-alike one', async () => {
      const other = await register(t.app);
      const { family, token } = await signedInParent();
      const taken = await api('PUT', '/profile', token, {
        email: other.email.toUpperCase(),
        current_password: family.password,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBe(profileMessages.conflict);
      const lookAlike = await api('PUT', '/profile', token, {
        // A Cyrillic 'а' among Latin letters: the address's schema takes only plain ASCII.
        email: `p\u0430rent.${family.username}@example.com`,
        current_password: family.password,
      });
      expect(lookAlike.statusCode).toBe(422);
      expect(lookAlike.json().detail).toBe(profileMessages.emailInvalid);
      expect(await me(token)).toMatchObject({ email: family.email, pending_email: null });
    });

    it('needs an authenticator or recovery code too when two-factor sign-in is on', async () => {
      const { family, token } = await signedInParent();
      const setup = await api('POST', '/two-factor/setup', token);
      const { secret } = setup.json<{ secret: string }>();
      const code = new TOTP({
        secret: Secret.fromBase32(secret),
        digits: 6,
        period: 30,
      }).generate();
      const enabled = await api('POST', '/two-factor/confirm', token, { code });
      const [recoveryCode] = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
      const address = newAddress(family);
      const withPassword = { email: address, current_password: family.password };

      const missing = await api('PUT', '/profile', token, withPassword);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toBe(profileMessages.codeForEmail);
      const wrong = await api('PUT', '/profile', token, { ...withPassword, code: 'nope-nope' });
      expect(wrong.statusCode).toBe(400);
      expect(await me(token)).toMatchObject({ email: family.email, pending_email: null });

      const right = await api('PUT', '/profile', token, { ...withPassword, code: recoveryCode });
      expect(right.statusCode).toBe(200);
      expect(right.json().profile).toMatchObject({ pending_email: address });
    });

    it('mails at most 3 changes an hour from one account, and to one new address', async () => {
      // Else one account, its own password in hand, could mail any inbox without end: the
      // confirmation to the new address and the notice to its own old one, at each request.
      const { family, token } = await signedInParent();
      const addresses = [1, 2, 3, 4].map((n) => `n${n}.${family.username}@elsewhere.example`);
      for (const address of addresses.slice(0, EMAIL_CHANGES_PER_HOUR)) {
        await askForChange(family, token, address);
      }
      const fourth = addresses[EMAIL_CHANGES_PER_HOUR] ?? '';
      const refused = await api('PUT', '/profile', token, {
        email: fourth,
        current_password: family.password,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(failureAnswer(signupMessages.tooMany));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(mailsTo(fourth)).toEqual([]);
      expect(await me(token)).toMatchObject({ pending_email: addresses[2] });

      // Other accounts asking for one address: its inbox gets 3 confirmations an hour.
      const target = `target.${family.username}@elsewhere.example`;
      for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i += 1) {
        const other = await signedInParent();
        await askForChange(other.family, other.token, target);
      }
      const last = await signedInParent();
      const tooMany = await api('PUT', '/profile', last.token, {
        email: target.toUpperCase(),
        current_password: last.family.password,
      });
      expect(tooMany.statusCode).toBe(429);
      expect(mailsTo(target)).toHaveLength(EMAIL_CHANGES_PER_HOUR);
      expect(await me(last.token)).toMatchObject({ pending_email: null });
    });

    it('changes the other fields without the password', async () => {
      const { token } = await signedInParent();
      const response = await api('PUT', '/profile', token, { bio: 'Likes maps' });
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({ bio: 'Likes maps', pending_email: null });
    });
  });

  describe('the link to the new address', () => {
    it('makes it the login, verified, once', async () => {
      const { family, token } = await signedInParent();
      const address = newAddress(family);
      await askForChange(family, token, address);
      const link = confirmLink(address);

      const confirmed = await api('POST', '/email-change/confirm', undefined, { token: link });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: emailChangeMessages.confirmed, email: address });
      expect(await me(token)).toMatchObject({
        email: address,
        is_verified: true,
        pending_email: null,
      });
      expect(await loginStatus(address, family.password)).toBe(200);
      expect(await loginStatus(family.email, family.password)).toBe(401);

      const again = await api('POST', '/email-change/confirm', undefined, { token: link });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe(emailChangeMessages.badConfirmLink);
    });

    it('dies when a newer change is asked for, and when it expires', async () => {
      const { family, token } = await signedInParent();
      const first = newAddress(family);
      await askForChange(family, token, first);
      const firstLink = confirmLink(first);
      const second = `second.${family.username}@elsewhere.example`;
      await askForChange(family, token, second);
      const replaced = await api('POST', '/email-change/confirm', undefined, { token: firstLink });
      expect(replaced.statusCode).toBe(400);
      expect(await me(token)).toMatchObject({ email: family.email, pending_email: second });

      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(emailTokens.address, second));
      const expired = await api('POST', '/email-change/confirm', undefined, {
        token: confirmLink(second),
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().detail).toBe(emailChangeMessages.badConfirmLink);
      expect(await me(token)).toMatchObject({ email: family.email, pending_email: null });
    });

    it('answers 409 when another account took the address meanwhile', async () => {
      const { family, token } = await signedInParent();
      const address = newAddress(family);
      await askForChange(family, token, address);
      await register(t.app, { ...family, username: `x${family.username}`, email: address });
      const response = await api('POST', '/email-change/confirm', undefined, {
        token: confirmLink(address),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(emailChangeMessages.addressTaken);
      expect(await me(token)).toMatchObject({ email: family.email });
    });

    it('refuses an unknown, missing or malformed token with a detail', async () => {
      for (const [body, status] of [
        [{ token: 'A'.repeat(43) }, 400],
        [{}, 422],
        [{ token: '' }, 422],
        [{ token: 'x'.repeat(500) }, 422],
      ] as const) {
        for (const path of ['/email-change/confirm', '/email-change/cancel']) {
          const response = await api('POST', path, undefined, body);
          expect(response.statusCode).toBe(status);
          expect(response.json().detail).toEqual(expect.any(String));
        }
      }
    });
  });

  describe('the link to the old address', () => {
    it('drops a pending change, keeps the old address and ends every session of the family', async () => {
      const { family, token } = await signedInParent();
      const kid = (await login(t.app, `${family.username}_kid`, family.password)).token;
      const address = newAddress(family);
      await askForChange(family, token, address);
      const link = cancelLink(family.email);

      const cancelled = await api('POST', '/email-change/cancel', undefined, { token: link });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({
        message: emailChangeMessages.cancelled,
        email: family.email,
      });
      for (const session of [token, kid]) {
        expect((await api('GET', '/me', session)).statusCode).toBe(401);
      }
      const confirm = await api('POST', '/email-change/confirm', undefined, {
        token: confirmLink(address),
      });
      expect(confirm.statusCode).toBe(400);
      expect(await loginStatus(address, family.password)).toBe(401);
      const fresh = (await login(t.app, family.email, family.password)).token;
      expect(await me(fresh)).toMatchObject({ email: family.email, pending_email: null });

      const again = await api('POST', '/email-change/cancel', undefined, { token: link });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe(emailChangeMessages.badCancelLink);
    });

    it('undoes a change already confirmed, and its reset links die', async () => {
      const { family, token } = await signedInParent();
      const address = newAddress(family);
      await askForChange(family, token, address);
      await api('POST', '/email-change/confirm', undefined, { token: confirmLink(address) });
      await api('POST', '/forgot-password', undefined, { email: address });
      await t.app.settled();
      const resetLink = tokenFromMail(t.mail, address, 'reset-password');

      const cancelled = await api('POST', '/email-change/cancel', undefined, {
        token: cancelLink(family.email),
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await api('GET', '/me', token)).statusCode).toBe(401);
      expect(await loginStatus(address, family.password)).toBe(401);
      expect(await loginStatus(family.email, family.password)).toBe(200);
      const reset = await api('POST', '/reset-password', undefined, {
        token: resetLink,
        new_password: 'taken over for good',
      });
      expect(reset.statusCode).toBe(400);
    });

    it('keeps the old address for its owner while the link lives: nobody else can take it', async () => {
      // Else a thief who confirmed a new address signs up with the owner's old one, and the
      // owner's link can no longer give it back.
      const { family, token } = await signedInParent();
      const address = newAddress(family);
      await askForChange(family, token, address);
      await api('POST', '/email-change/confirm', undefined, { token: confirmLink(address) });

      const squatter = await api('POST', '/register', undefined, {
        ...newFamily(),
        email: family.email.toUpperCase(),
      });
      expect(squatter.statusCode).toBe(409);
      expect(squatter.json().detail).toBe('An account with this email already exists');
      const other = await signedInParent();
      const moved = await api('PUT', '/profile', other.token, {
        email: family.email,
        current_password: other.family.password,
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().detail).toBe(profileMessages.conflict);

      const cancelled = await api('POST', '/email-change/cancel', undefined, {
        token: cancelLink(family.email),
      });
      expect(cancelled.json()).toMatchObject({ email: family.email });
      expect(await loginStatus(family.email, family.password)).toBe(200);
    });

    it("stays the owner's when a later change's link is followed from the new inbox", async () => {
      // A thief who confirmed its address asks for another change and follows that change's
      // undo link (mailed to its own inbox): the owner's link must still give the account back.
      const { family, token } = await signedInParent();
      const thief = newAddress(family);
      await askForChange(family, token, thief);
      const ownersLink = cancelLink(family.email);
      await api('POST', '/email-change/confirm', undefined, { token: confirmLink(thief) });
      const second = `second.${family.username}@elsewhere.example`;
      const again = await api('PUT', '/profile', token, {
        email: second,
        current_password: family.password,
      });
      expect(again.statusCode).toBe(200);
      const thiefs = await api('POST', '/email-change/cancel', undefined, {
        token: cancelLink(thief),
      });
      expect(thiefs.json()).toMatchObject({ email: thief });

      const owners = await api('POST', '/email-change/cancel', undefined, { token: ownersLink });
      expect(owners.statusCode).toBe(200);
      expect(owners.json()).toMatchObject({ email: family.email });
      expect(await loginStatus(family.email, family.password)).toBe(200);
      expect(await loginStatus(thief, family.password)).toBe(401);
    });

    it('dies after its time', async () => {
      const { family, token } = await signedInParent();
      await askForChange(family, token);
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(emailTokens.address, family.email));
      const response = await api('POST', '/email-change/cancel', undefined, {
        token: cancelLink(family.email),
      });
      expect(response.statusCode).toBe(400);
      expect((await api('GET', '/me', token)).statusCode).toBe(200);
    });
  });
});
