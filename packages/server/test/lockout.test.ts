import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SLOWDOWN_MS,
  FAMILY_FAILURES_BEFORE_SLOWDOWN_PER_HOUR,
  guardMessages,
} from '../src/security/parent-password-guard';
import {
  ACCOUNT_CODE_FAILURES_BEFORE_SLOWDOWN_PER_HOUR,
  CODE_ATTEMPTS_PER_MINUTE,
  twoFactorGuardMessages,
} from '../src/security/two-factor-guard';
import { backends, createTestApp, newFamily, type TestApp } from './helper';
import { requestFrom } from './from-address';

// Strangers guessing must not lock a family out: every request here goes over a real socket,
// from 127.0.0.2 (the guesser) or 127.0.0.1 (the family), and the server tells them apart by
// the socket alone.

const redisUrl = process.env.TEST_REDIS_URL;
/** In memory always; in Redis too when TEST_REDIS_URL is set. */
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);
const cases = backends.flatMap((backend) => stores.map((store) => [backend, store] as const));

/** Wrong passwords of one family from one address in a minute (AUTH_RATE_LIMIT_PER_MINUTE). */
const PER_MINUTE = 6;
const FAMILY = '127.0.0.1';
const GUESSER = '127.0.0.2';

function codeOf(secret: string, stepsAgo = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() - stepsAgo * 30_000 });
}

describe.each(cases)('wrong passwords and codes on %s with the %s counter', (backend, store) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(
      backend,
      {
        authRateLimitPerMinute: PER_MINUTE,
        redisUrl: store === 'redis' ? redisUrl : undefined,
      },
      { rateLimitNamespace: `lockout-${randomBytes(4).toString('hex')}-` },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = (from: string, path: string, payload: object, token?: string) =>
    requestFrom(
      from,
      base,
      'POST',
      `/api${path}`,
      payload,
      token ? { authorization: `Bearer ${token}` } : {},
    );

  async function signUp() {
    const family = newFamily();
    expect((await post(FAMILY, '/users/register', family)).status).toBe(201);
    return family;
  }

  /** A family whose parent has two-factor sign-in on, and the authenticator's secret. */
  async function enrolledFamily() {
    const family = await signUp();
    const signedIn = await post(FAMILY, '/users/login', {
      email: family.email,
      password: family.password,
    });
    const token = signedIn.body.token ?? '';
    const setup = await post(FAMILY, '/users/two-factor/setup', {}, token);
    const secret = String(setup.body.secret);
    const confirmed = await post(
      FAMILY,
      '/users/two-factor/confirm',
      { code: codeOf(secret) },
      token,
    );
    expect(confirmed.status).toBe(200);
    return { family, secret };
  }

  /** The challenge the right password gets from `from`. */
  async function challenge(from: string, family: { email: string; password: string }) {
    const response = await post(from, '/users/login', {
      email: family.email,
      password: family.password,
    });
    expect(response.status).toBe(200);
    return String(response.body.challenge);
  }

  it("keeps the family's right password working from its own address", async () => {
    const family = await signUp();
    const child = `${family.username}_kid`;
    // The guesser spreads its tries over the parent's e-mail and the child's name: one count.
    for (let i = 0; i < PER_MINUTE; i += 1) {
      const email = i % 2 === 0 ? family.email : child;
      const wrong = await post(GUESSER, '/users/login', { email, password: `guess ${i}` });
      expect(wrong.status).toBe(401);
    }
    const refused = await post(GUESSER, '/users/login', { email: child, password: 'guess x' });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(guardMessages.family);
    expect(refused.headers['retry-after']).toBe('60');
    // From the guesser's address even the right password waits out the minute…
    const right = { email: family.email, password: family.password };
    expect((await post(GUESSER, '/users/login', right)).status).toBe(429);
    // …and naming another address in a header changes nothing without TRUST_PROXY.
    const forged = await requestFrom(GUESSER, base, 'POST', '/api/users/login', right, {
      'x-forwarded-for': FAMILY,
    });
    expect(forged.status).toBe(429);

    // The family, from its own address, signs in at once: parent and child alike.
    const parent = await post(FAMILY, '/users/login', right);
    expect(parent.status).toBe(200);
    expect(parent.body.token).toEqual(expect.any(String));
    const kid = await post(FAMILY, '/users/login', { email: child, password: family.password });
    expect(kid.status).toBe(200);
  });

  it("keeps the owner's codes working from another address after a guesser's wrong ones", async () => {
    const { family, secret } = await enrolledFamily();
    // The guesser has the password, not the authenticator: its codes run out…
    const stolen = await challenge(GUESSER, family);
    const wrongCode = codeOf(secret, 10);
    for (let i = 0; i < CODE_ATTEMPTS_PER_MINUTE; i += 1) {
      const wrong = await post(GUESSER, '/users/login/two-factor', {
        challenge: stolen,
        code: wrongCode,
      });
      expect(wrong.status).toBe(401);
    }
    const held = await post(GUESSER, '/users/login/two-factor', {
      challenge: stolen,
      code: codeOf(secret, -1),
    });
    expect(held.status).toBe(429);
    expect(held.body.detail).toBe(twoFactorGuardMessages.minute);

    // …the owner's, from home, still open the account: password, then code.
    const owner = await post(FAMILY, '/users/login/two-factor', {
      challenge: await challenge(FAMILY, family),
      code: codeOf(secret, -1),
    });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it('only slows the owner down, never refuses it, after many wrong codes from many addresses', async () => {
    const { family, secret } = await enrolledFamily();
    const addresses = Math.ceil(
      ACCOUNT_CODE_FAILURES_BEFORE_SLOWDOWN_PER_HOUR / CODE_ATTEMPTS_PER_MINUTE,
    );
    for (let a = 0; a < addresses; a += 1) {
      const from = `127.0.3.${a + 1}`;
      const stolen = await challenge(from, family);
      for (let i = 0; i < CODE_ATTEMPTS_PER_MINUTE; i += 1) {
        const wrong = await post(from, '/users/login/two-factor', {
          challenge: stolen,
          code: codeOf(secret, 10),
        });
        expect(wrong.status).toBe(401);
      }
    }
    const owner = await challenge(FAMILY, family);
    const started = performance.now();
    const signedIn = await post(FAMILY, '/users/login/two-factor', {
      challenge: owner,
      code: codeOf(secret, -1),
    });
    expect(signedIn.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_SLOWDOWN_MS - 5);
  });

  it('only slows a family down, never refuses it, after many wrong passwords from many addresses', async () => {
    const family = await signUp();
    const right = { email: family.email, password: family.password };
    const timed = async (from: string, payload: object) => {
      const started = performance.now();
      const response = await post(from, '/users/login', payload);
      return { status: response.status, ms: performance.now() - started };
    };
    // Below the family's count, a login takes no wait.
    const before = await timed(FAMILY, right);
    expect(before.status).toBe(200);
    expect(before.ms).toBeLessThan(ACCOUNT_SLOWDOWN_MS);

    // Many addresses, each under its own limit, together reach the family's count.
    const perAddress = PER_MINUTE - 1;
    const addresses = Math.ceil(FAMILY_FAILURES_BEFORE_SLOWDOWN_PER_HOUR / perAddress);
    await Promise.all(
      Array.from({ length: addresses }, async (_, a) => {
        for (let i = 0; i < perAddress; i += 1) {
          const wrong = await post(`127.0.1.${a + 1}`, '/users/login', {
            email: family.email,
            password: `guess ${a}.${i}`,
          });
          expect(wrong.status).toBe(401);
        }
      }),
    );

    // Past it, every try waits, the right one too, and the right one still signs in.
    const slowed = await timed(FAMILY, right);
    expect(slowed.status).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(ACCOUNT_SLOWDOWN_MS - 5);
    const guess = await timed('127.0.2.1', { ...right, password: 'one more guess' });
    expect(guess.status).toBe(401);
    expect(guess.ms).toBeGreaterThanOrEqual(ACCOUNT_SLOWDOWN_MS - 5);
  }, 120_000);
});
