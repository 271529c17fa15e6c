import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newFamily, register, type TestApp } from './helper';
import { failureAnswer } from './failure-answer';

const redisUrl = process.env.TEST_REDIS_URL;
/** In memory always; in Redis too when TEST_REDIS_URL is set. */
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(stores)('rate limits with the %s store', (store) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two app instances; with Redis they share counters as several servers behind one address would.
    const namespace = `test-${randomBytes(4).toString('hex')}-`;
    const config = {
      authRateLimitPerMinute: 3,
      redisUrl: store === 'redis' ? redisUrl : undefined,
    };
    a = await createTestApp('pglite', config, { rateLimitNamespace: namespace });
    b = await createTestApp('pglite', config, { rateLimitNamespace: namespace });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const attempt = (t: TestApp, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.1.2.3' });

  it('answers 429 with a detail after the allowed login attempts for one account', async () => {
    const payload = {
      email: `limit.${randomBytes(3).toString('hex')}@example.com`,
      password: 'wrong password',
    };
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(a, '/api/users/login', payload)).statusCode).toBe(401);
    }
    const blocked = await attempt(a, '/api/users/login', payload);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(
      failureAnswer('Too many attempts. Please wait a minute and try again.'),
    );
    expect(blocked.headers['retry-after']).toBeDefined();

    // Another account from the same address is not held back by this one.
    const other = await attempt(a, '/api/users/login', {
      ...payload,
      email: `other.${payload.email}`,
    });
    expect(other.statusCode).toBe(401);
  });

  it.each([
    [
      '/api/users/register',
      () => ({ ...newFamily(), email: 'same.person@example.com', confirmPassword: 'x' }),
    ],
    ['/api/users/forgot-password', () => ({ email: 'same.person@example.com' })],
    ['/api/users/reset-password', () => ({ token: 'abc', new_password: 'new password 1' })],
  ])('limits %s too', async (url, payload) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(a, url, payload())).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('does not limit a normal family life: sign-up, then several logins under the limit', async () => {
    const family = await register(b.app);
    for (let i = 0; i < 2; i += 1) {
      const response = await attempt(b, '/api/users/login', {
        email: family.email,
        password: family.password,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  if (store === 'redis') {
    it('shares the count between servers', async () => {
      const payload = {
        email: `shared.${randomBytes(3).toString('hex')}@example.com`,
        password: 'wrong password',
      };
      expect((await attempt(a, '/api/users/login', payload)).statusCode).toBe(401);
      expect((await attempt(a, '/api/users/login', payload)).statusCode).toBe(401);
      expect((await attempt(b, '/api/users/login', payload)).statusCode).toBe(401);
      expect((await attempt(b, '/api/users/login', payload)).statusCode).toBe(429);
    });
  }
});

describe('rate limits behind a load balancer', () => {
  const loginFrom = (t: TestApp, client: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'wrong password' },
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': client },
    });

  it.each([
    [true, 401],
    [false, 429],
  ])(
    'TRUST_PROXY=%s: two clients behind one balancer are counted apart: %i',
    async (trust, second) => {
      // A limit of 1 a minute per family allows 4 wrong passwords an hour per address.
      const t = await createTestApp('pglite', { authRateLimitPerMinute: 1, trustProxy: trust });
      const someone = () => `proxy.${randomBytes(3).toString('hex')}@example.com`;
      try {
        for (let i = 0; i < 4; i += 1) {
          expect((await loginFrom(t, '203.0.113.1', someone())).statusCode).toBe(401);
        }
        expect((await loginFrom(t, '203.0.113.2', someone())).statusCode).toBe(second);
      } finally {
        await t.close();
      }
    },
  );
});
