import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { MailMessage } from '../src/mail/mailer';
import { RESET_MAILS_PER_HOUR } from '../src/routes/users';
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
