import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../src/security/client-network';
import { guardMessages } from '../src/security/parent-password-guard';
import { signupMessages } from '../src/security/signup-guard';
import { backends, createTestApp, newFamily, register, type TestApp } from './helper';
import { failureAnswer } from './failure-answer';

// An IPv6 host is handed a whole /64 and may send each request from another of its addresses:
// counted per address, it would never reach a limit. Sign-ups and wrong passwords count per /64.

describe('clientNetwork', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (address, network) => expect(clientNetwork(address)).toBe(network));
});

describe.each(backends)('limits per IPv6 network on %s', (backend) => {
  const PER_MINUTE = 3;
  const SIGNUPS = 2;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      backend,
      { authRateLimitPerMinute: PER_MINUTE, signupLimitPerHour: SIGNUPS },
      { rateLimitNamespace: `client-network-${randomBytes(4).toString('hex')}-` },
    );
  });
  afterAll(() => t.close());

  /** A /64 of its own for each test, and the n-th address in it. */
  const network = () =>
    `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('counts sign-ups from every address of one /64 together, and no other /64 with them', async () => {
    const home = network();
    for (let i = 1; i <= SIGNUPS; i += 1) {
      const created = await post('/api/users/register', newFamily(), `${home}::${i}`);
      expect(created.statusCode, created.body).toBe(201);
    }
    const refused = await post('/api/users/register', newFamily(), `${home}:1:2:3:4`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(failureAnswer(signupMessages.tooMany));
    const neighbour = await post('/api/users/register', newFamily(), `${network()}::1`);
    expect(neighbour.statusCode).toBe(201);
  });

  it("counts wrong passwords from every address of one /64 together; the family's own /64 signs in", async () => {
    const family = await register(t.app);
    const guesser = network();
    for (let i = 1; i <= PER_MINUTE; i += 1) {
      const wrong = await post(
        '/api/users/login',
        { email: family.email, password: `guess ${i}` },
        `${guesser}::${i}`,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await post(
      '/api/users/login',
      { email: family.email, password: 'one more guess' },
      `${guesser}:ab:cd:ef:99`,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(failureAnswer(guardMessages.family));
    const own = await post(
      '/api/users/login',
      { email: family.email, password: family.password },
      `${network()}::1`,
    );
    expect(own.statusCode).toBe(200);
  });
});
