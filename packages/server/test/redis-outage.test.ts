import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, RedisUnavailableError } from '../src/redis';
import { bearer, createTestApp, login, newFamily, register, type TestApp } from './helper';
import { RedisServer, until } from './redis-server';
import { failureAnswer } from './failure-answer';
import { freePort } from './spawned-server';

// A redis-server of this test's own, on a free port, that the test stops, freezes and restarts:
// the rate-limited calls must answer 503 while it is away (never 500, never an uncounted pass)
// and work again by themselves once it is back.

const UNAVAILABLE = failureAnswer(
  'This is unavailable for a moment: the attempt counter (Redis) cannot be reached. Please try again shortly.',
);

const wrongLogin = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: 'wrong password' },
    remoteAddress: '10.7.7.7',
  });

describe('the server and an unreliable Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = new RedisServer(await freePort());
  });
  afterAll(() => redis.stop());

  it('waits for Redis at start-up, so the first sign-up is counted and succeeds', async () => {
    const starting = createTestApp('pglite', { redisUrl: redis.url });
    // Redis comes up only after the server has started waiting for it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await redis.start();
    const t = await starting;
    try {
      await register(t.app);
    } finally {
      await t.close();
      await redis.stop();
    }
  });

  it('gives up after a bounded wait with a message naming REDIS_URL', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const failed = await connectRedis(nowhere, { timeoutMs: 1_500, log: console }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(failed).toBeInstanceOf(RedisUnavailableError);
    expect((failed as Error).message).toMatch(
      new RegExp(`^Could not connect to Redis at REDIS_URL=${nowhere}/? within 1.5 s \\(.+\\)$`),
    );
    // The app does not start without it.
    await expect(
      createTestApp('pglite', { redisUrl: nowhere }, { redisConnectTimeoutMs: 500 }),
    ).rejects.toThrow(RedisUnavailableError);
  });

  describe('at run time', () => {
    let t: TestApp;
    beforeAll(async () => {
      await redis.start();
      t = await createTestApp('pglite', { redisUrl: redis.url, authRateLimitPerMinute: 3 });
    });
    afterAll(() => t?.close());

    it('answers 503 with a detail while Redis is down, serves the rest, and recovers by itself', async () => {
      const family = await register(t.app);
      const { token } = await login(t.app, family.email, family.password);
      const child = await login(t.app, `${family.username}_kid`, family.password);
      const email = `outage.${Date.now()}@example.com`;
      expect((await wrongLogin(t, email)).statusCode).toBe(401);

      await redis.stop();
      for (const response of [
        await wrongLogin(t, email),
        await t.app.inject({ method: 'POST', url: '/api/users/register', payload: newFamily() }),
        await t.app.inject({
          method: 'POST',
          url: '/api/users/switch-account',
          headers: bearer(child.token),
          payload: { target_username: family.username, parent_password: 'guess' },
        }),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
      }
      // Calls that need no counter carry on.
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(token),
      });
      expect(me.statusCode).toBe(200);

      await redis.start();
      const back = await until('the login to be counted again', async () => {
        const response = await wrongLogin(t, email);
        return response.statusCode === 503 ? undefined : response.statusCode;
      });
      expect(back).toBe(401);
      // Counting resumed (from zero: this Redis keeps nothing on disk) and the limit of 3 holds.
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await wrongLogin(t, email)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    });

    it('answers 503 promptly when Redis hangs, and recovers when it resumes', async () => {
      const email = `hung.${Date.now()}@example.com`;
      redis.signal('SIGSTOP');
      try {
        const started = Date.now();
        const response = await wrongLogin(t, email);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        redis.signal('SIGCONT');
      }
      const back = await until('the login to be counted again', async () => {
        const response = await wrongLogin(t, email);
        return response.statusCode === 503 ? undefined : response.statusCode;
      });
      expect(back).toBe(401);
    });

    it('answers 503 to two-factor codes while Redis is down: no code is checked uncounted', async () => {
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
      const totp = new TOTP({ secret: Secret.fromBase32(secret) });
      const code = (stepsAhead: number) =>
        totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
      expect((await post('/users/two-factor/confirm', { code: code(0) }, token)).statusCode).toBe(
        200,
      );
      const { challenge } = (
        await post('/users/login', { email: family.email, password: family.password })
      ).json();

      await redis.stop();
      for (const response of [
        await post('/users/login/two-factor', { challenge, code: code(1) }),
        await post(
          '/users/two-factor/disable',
          { password: family.password, code: code(1) },
          token,
        ),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
      }

      await redis.start();
      const status = await until('the code to be counted again', async () => {
        const response = await post('/users/login/two-factor', { challenge, code: code(1) });
        return response.statusCode === 503 ? undefined : response.statusCode;
      });
      expect(status).toBe(200);
    });
  });
});
