import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { signupMessages } from '../src/security/signup-guard';
import {
  backends,
  createTestApp,
  newFamily,
  queryRows,
  type Backend,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

const redisUrl = process.env.TEST_REDIS_URL;
/** What a server is given when SIGNUP_LIMIT_PER_HOUR is not set. */
const DEFAULT_LIMIT = loadConfig({}).signupLimitPerHour;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { detail?: string };
}

/**
 * A sign-up over real HTTP from one loopback address: the server sees 127.0.0.2 as another
 * client than 127.0.0.1, as it would two households.
 */
function signUpFrom(port: number, localAddress: string, family: object): Promise<Answer> {
  const payload = JSON.stringify(family);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/users/register',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as { detail?: string },
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The app listening on a real port, so requests can come from chosen addresses. */
async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

const parentsNamed = async (t: TestApp, email: string) =>
  queryRows<{ id: number }>(t.database, sql`select id from users where email = ${email}`);

async function expectRefused(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(failureAnswer(signupMessages.tooMany));
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe.each(backends)('sign-ups per client address on %s', (backend: Backend) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(backend, { signupLimitPerHour: DEFAULT_LIMIT });
    port = await listening(t);
  });
  afterAll(async () => t?.close());

  it('lets 5 new families sign up from one address in an hour; the 6th waits, another address does not', async () => {
    expect(DEFAULT_LIMIT).toBe(5);
    for (let family = 0; family < DEFAULT_LIMIT; family += 1) {
      expect((await signUpFrom(port, '127.0.0.1', newFamily())).status).toBe(201);
    }
    const sixth = newFamily();
    await expectRefused(await signUpFrom(port, '127.0.0.1', sixth));
    expect(await parentsNamed(t, sixth.email)).toEqual([]);

    const neighbour = newFamily();
    expect((await signUpFrom(port, '127.0.0.2', neighbour)).status).toBe(201);
    expect(await parentsNamed(t, neighbour.email)).toHaveLength(1);
    // Refusals hold no place: the first address stays refused, it is not pushed further back.
    await expectRefused(await signUpFrom(port, '127.0.0.1', newFamily()));
  });
});

describe('sign-ups that fail take no place in the count', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { signupLimitPerHour: 2 });
    port = await listening(t);
  });
  afterAll(async () => t?.close());

  it('counts only families created: a mistyped form and a taken name are given back', async () => {
    const from = '127.0.0.3';
    const taken = newFamily();
    expect((await signUpFrom(port, from, taken)).status).toBe(201);
    expect((await signUpFrom(port, from, { ...newFamily(), confirmPassword: 'x' })).status).toBe(
      422,
    );
    expect((await signUpFrom(port, from, { ...newFamily(), email: taken.email })).status).toBe(409);
    expect((await signUpFrom(port, from, newFamily())).status).toBe(201);
    await expectRefused(await signUpFrom(port, from, newFamily()));
  });
});

if (redisUrl) {
  describe.each(backends)('sign-ups counted in Redis across two instances on %s', (backend) => {
    let a: TestApp;
    let b: TestApp;
    const ports: number[] = [];
    beforeAll(async () => {
      // Two servers behind one address share the count as two instances of one site would.
      const namespace = `test-signup-${randomBytes(4).toString('hex')}-`;
      const config = { signupLimitPerHour: DEFAULT_LIMIT, redisUrl };
      a = await createTestApp(backend, config, { rateLimitNamespace: namespace });
      b = await createTestApp(backend, config, { rateLimitNamespace: namespace });
      ports.push(await listening(a), await listening(b));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('refuses the 6th family whichever instance it reaches', async () => {
      const [portA = 0, portB = 0] = ports;
      for (const port of [portA, portB, portA, portB, portA]) {
        expect((await signUpFrom(port, '127.0.0.1', newFamily())).status).toBe(201);
      }
      await expectRefused(await signUpFrom(portB, '127.0.0.1', newFamily()));
      await expectRefused(await signUpFrom(portA, '127.0.0.1', newFamily()));
      expect((await signUpFrom(portB, '127.0.0.2', newFamily())).status).toBe(201);
    });
  });
}
