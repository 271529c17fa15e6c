import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { MailMessage } from '../src/mail/mailer';
import { RESET_MAILS_PER_HOUR, RESET_MAILS_PER_HOUR_ANY_NETWORK } from '../src/routes/users';
import { requestFrom } from './from-address';
import {
  createTestApp,
  newFamily,
  openTestDatabase,
  register,
  testConfig,
  type TestApp,
} from './helper';

const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });

describe('reset e-mails per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {},
      { rateLimitNamespace: `reset-${randomBytes(4).toString('hex')}-` },
    );
  });
  afterAll(() => t.close());

  it.each([
    ['an account', async () => (await register(t.app)).email],
    ['no account', async () => `nobody.${randomBytes(4).toString('hex')}@example.com`],
  ])('counts reset e-mails to an address with %s the same way', async (_, address) => {
    const email = await address();
    // Spellings of one address count as one: case folds together.
    const spellings = [email, email.toUpperCase(), email.charAt(0).toUpperCase() + email.slice(1)];
    for (const spelling of spellings) expect((await forgot(t, spelling)).statusCode).toBe(200);
    expect(spellings).toHaveLength(RESET_MAILS_PER_HOUR);
    const refused = await forgot(t, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(
      'At most 3 reset e-mails an hour go to one address. Please check your inbox or try again later.',
    );
    expect((await forgot(t, `other.${email}`)).statusCode).toBe(200);
  });
});

describe('reset e-mails asked for by a stranger', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {},
      { rateLimitNamespace: `reset-net-${randomBytes(4).toString('hex')}-` },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const forgotFrom = async (from: string, email: string) =>
    (await requestFrom(from, base, 'POST', '/api/users/forgot-password', { email })).status;

  it("do not use up the owner's: each network has its own, and only a flood over many stops all", async () => {
    const { email } = await register(t.app);
    const stranger = '127.0.0.2';
    for (let i = 0; i < RESET_MAILS_PER_HOUR; i += 1)
      expect(await forgotFrom(stranger, email)).toBe(200);
    expect(await forgotFrom(stranger, email)).toBe(429);
    // The owner, at home, still gets a link.
    expect(await forgotFrom('127.0.0.1', email)).toBe(200);
    // Over every network the address receives at most RESET_MAILS_PER_HOUR_ANY_NETWORK.
    let sent = RESET_MAILS_PER_HOUR + 1;
    for (let host = 3; sent < RESET_MAILS_PER_HOUR_ANY_NETWORK; host += 1) {
      expect(await forgotFrom(`127.0.0.${host}`, email)).toBe(200);
      sent += 1;
    }
    expect(await forgotFrom('127.0.0.200', email)).toBe(429);
    await t.app.settled();
    expect(
      t.mail.filter((line) => line.includes(email) && line.includes('reset-password')),
    ).toHaveLength(RESET_MAILS_PER_HOUR_ANY_NETWORK);
  });
});

describe('forgot-password answers before the mail is made', () => {
  it('answers while the mail server is still busy, then sends the link', async () => {
    const database = await openTestDatabase('pglite');
    const sent: MailMessage[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = await buildApp({
      config: testConfig,
      db: database.db,
      mailer: {
        // Only the reset mail waits: sign-up's verification mail goes out at once.
        send: async (message) => {
          if (message.subject === 'Reset your password') await gate;
          sent.push(message);
        },
        close: () => {},
      },
    });
    try {
      const family = newFamily();
      await app.inject({ method: 'POST', url: '/api/users/register', payload: family });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: family.email },
      });
      expect(answer.statusCode).toBe(200);
      expect(sent.filter((m) => m.subject === 'Reset your password')).toEqual([]);
      release();
      await app.settled();
      expect(sent.filter((m) => m.subject === 'Reset your password').map((m) => m.to)).toEqual([
        family.email,
      ]);
      // The address typed in capitals is the same account, as at login.
      const typed = await app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: family.email.toUpperCase() },
      });
      expect(typed.statusCode).toBe(200);
      await app.settled();
      expect(sent.filter((m) => m.subject === 'Reset your password').map((m) => m.to)).toEqual([
        family.email,
        family.email,
      ]);
    } finally {
      release();
      await app.close();
      await database.close();
    }
  });
});
