import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointAllowed } from '../src/services/push-service';
import {
  backends,
  bearer,
  createTestApp,
  login,
  queryRows,
  register,
  tokenFromMail,
  type TestApp,
} from './helper';

/**
 * Web Push against a push service of our own on 127.0.0.1 (allowed by PUSH_ENDPOINT_ALLOWLIST):
 * it checks each request's VAPID header as a push service does (RFC 8292: an ES256 JWT signed
 * with the key in `k`, `aud` the endpoint's origin) and decrypts the body with the browser's
 * private key, as a browser does (RFC 8291 key derivation, RFC 8188 aes128gcm).
 */

const NOON = new Date('2030-01-09T12:00:00Z');

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    }),
  };
}

type Browser = ReturnType<typeof browserKeys>;

/** RFC 8291 §3.4 and RFC 8188 §2: what the user agent does with an aes128gcm push body. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record: the data, a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §2–3: `vapid t=<JWT>, k=<public key>`, verified with k. */
function checkVapid(authorization: string | undefined, endpointOrigin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt = '', k = ''] = match ?? [];
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
    typ: 'JWT',
    alg: 'ES256',
  });
  const point = Buffer.from(k, 'base64url');
  expect(point.length).toBe(65);
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(payload.aud).toBe(endpointOrigin);
  const now = Date.now() / 1000;
  expect(payload.exp).toBeGreaterThan(now);
  expect(payload.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
  return k;
}

describe('push endpoints the server sends to', () => {
  it('are https addresses of the known push services unless an allow-list says otherwise', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect(endpointAllowed(endpoint, undefined), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://evil.example.com/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example.com/x',
      'https://notify.windows.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9/push',
    ]) {
      expect(endpointAllowed(endpoint, undefined), endpoint).toBe(false);
    }
    expect(endpointAllowed('http://127.0.0.1:9/push', ['http://127.0.0.1:9'])).toBe(true);
    expect(endpointAllowed('https://fcm.googleapis.com/x', ['http://127.0.0.1:9'])).toBe(false);
  });
});

describe.each(backends)('web push on %s', (backend) => {
  let t: TestApp;
  let server: Server;
  let origin: string;
  const received: Received[] = [];
  /** What the push service answers for a path (201 unless set). */
  const answers = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = answers.get(path) ?? 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A database of its own: the test runs the job runner, which would take other files' jobs.
    // Noon, outside every member's quiet hours.
    t = await createTestApp(
      backend,
      { pushEndpointAllowlist: [origin] },
      { isolated: true, now: () => NOON },
    );
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function member(kind: 'parent' | 'kid' = 'parent') {
    const family = await register(t.app);
    const parent = await login(t.app, family.email, family.password);
    const kid = await login(t.app, `${family.username}_kid`, family.password);
    return { family, token: kind === 'parent' ? parent.token : kid.token, parent, kid };
  }

  async function subscribe(token: string, browser: Browser, path: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...bearer(token), 'user-agent': CHROME_ANDROID },
      payload: browser.json(`${origin}${path}`),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; device: string; browser: string }>();
  }

  const sent = (path: string) => received.filter((r) => r.path === path);
  const fresh = () => `/push/${randomBytes(6).toString('hex')}`;

  it('keeps one VAPID key pair, made on first start, in the database', async () => {
    const { token } = await member();
    const response = await t.app.inject({
      url: '/api/push/vapid-public-key',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const key = response.json<{ public_key: string }>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const rows = await queryRows<{ public_key: string }>(
      t.database,
      sql`select public_key from vapid_keys`,
    );
    expect(rows).toEqual([{ public_key: key }]);
    const signedOut = await t.app.inject({ url: '/api/push/vapid-public-key' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('sends a push the browser decrypts, signed with the VAPID key for the endpoint origin', async () => {
    const { token } = await member();
    const browser = browserKeys();
    const path = fresh();
    const saved = await subscribe(token, browser, path);
    expect(saved).toMatchObject({ device: 'Android phone', browser: 'Chrome 126' });
    const listed = await t.app.inject({ url: '/api/push/subscriptions', headers: bearer(token) });
    expect(listed.json()).toEqual({
      subscriptions: [
        {
          id: saved.id,
          endpoint: `${origin}${path}`,
          device: 'Android phone',
          browser: 'Chrome 126',
          created_at: expect.any(String),
        },
      ],
    });
    // Subscribing turned the member's push switch on.
    const settings = await t.app.inject({ url: '/api/users/settings', headers: bearer(token) });
    expect(settings.json().notifications.push_notifications).toBe(true);

    const userId = (
      await queryRows<{ user_id: number }>(
        t.database,
        sql`select user_id from push_subscriptions where id = ${saved.id}`,
      )
    )[0]!.user_id;
    const message = { title: 'Hello', body: 'Ünïcode ✓ 日本', url: '/badges', tag: 'test' };
    expect(await t.app.push.sendPush(userId, message)).toBe(1);
    // Each device's push is a job of the durable job runner.
    expect(sent(path)).toEqual([]);
    await t.app.jobs.runDue();
    const [push] = sent(path);
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const k = checkVapid(push!.headers.authorization, origin);
    const publicKey = await t.app.inject({
      url: '/api/push/vapid-public-key',
      headers: bearer(token),
    });
    expect(k).toBe(publicKey.json<{ public_key: string }>().public_key);
    expect(JSON.parse(decrypt(push!.body, browser))).toEqual(message);
    // Another browser's key cannot read it.
    expect(() => decrypt(push!.body, browserKeys())).toThrow();
  });

  it('removes a subscription the push service answers 410 or 404 for, and keeps it on a 500', async () => {
    const { token } = await member();
    const [gone, missing, failing] = [fresh(), fresh(), fresh()];
    answers.set(gone, 410);
    answers.set(missing, 404);
    answers.set(failing, 500);
    for (const path of [gone, missing, failing]) await subscribe(token, browserKeys(), path);
    const [row] = await queryRows<{ user_id: number }>(
      t.database,
      sql`select user_id from push_subscriptions where endpoint = ${origin + gone}`,
    );
    const message = { title: 'x', body: 'y', url: '/', tag: 't' };
    expect(await t.app.push.sendPush(row!.user_id, message)).toBe(3);
    await t.app.jobs.runDue();
    expect([gone, missing, failing].map((p) => sent(p).length)).toEqual([1, 1, 1]);
    // The refused one waits for another try, with the push service's answer kept.
    const [waiting] = await queryRows<{ last_error: string; done_at: string | null }>(
      t.database,
      sql`select last_error, done_at from jobs
          where kind = 'push' and payload->'message' = ${JSON.stringify(message)}::jsonb
            and done_at is null`,
    );
    expect(waiting?.last_error).toMatch(/tried again later/);
    const left = await t.app.inject({ url: '/api/push/subscriptions', headers: bearer(token) });
    expect(
      left.json<{ subscriptions: { endpoint: string }[] }>().subscriptions.map((s) => s.endpoint),
    ).toEqual([origin + failing]);
  });

  it('sends nothing while the member has push notifications off', async () => {
    const { token } = await member();
    const path = fresh();
    const saved = await subscribe(token, browserKeys(), path);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/notifications',
      headers: bearer(token),
      payload: { push_notifications: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const [row] = await queryRows<{ user_id: number }>(
      t.database,
      sql`select user_id from push_subscriptions where id = ${saved.id}`,
    );
    expect(
      await t.app.push.sendPush(row!.user_id, { title: 'x', body: 'y', url: '/', tag: 't' }),
    ).toBe(0);
    await t.app.jobs.runDue();
    expect(sent(path)).toEqual([]);
  });

  it('refuses endpoints outside the allow-list and keys that are not P-256 points', async () => {
    const { token } = await member();
    const before = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from push_subscriptions`,
    );
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.2:9/push',
      `${origin.replace('http:', 'https:')}/push`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(token),
        payload: browserKeys().json(endpoint),
      });
      expect(response.statusCode, endpoint).toBe(422);
      expect(response.json().detail).toMatch(/known push service/);
    }
    const notOnCurve = browserKeys().json(`${origin}/push/x`);
    notOnCurve.keys.p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString(
      'base64url',
    );
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(token),
      payload: notOnCurve,
    });
    expect(badKey.statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(token),
      payload: { endpoint: `${origin}/push/x`, keys: { p256dh: 'short', auth: 'x' } },
    });
    expect([400, 422]).toContain(malformed.statusCode);
    const after = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from push_subscriptions`,
    );
    expect(after).toEqual(before);
  });

  it("lists and removes only the member's own subscriptions", async () => {
    const owner = await member();
    const other = await member();
    const saved = await subscribe(owner.token, browserKeys(), fresh());
    const theirs = await t.app.inject({
      url: '/api/push/subscriptions',
      headers: bearer(other.token),
    });
    expect(theirs.json()).toEqual({ subscriptions: [] });
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${saved.id}`,
      headers: bearer(other.token),
    });
    expect(stolen.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${saved.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${saved.id}`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("pushes a child's new badge to the child's device and, as its notification, to the parent's", async () => {
    const { family, parent, kid } = await member();
    const verified = await t.app.inject({
      url: `/api/users/verify-email?token=${tokenFromMail(t.mail, family.email, 'verify-email')}`,
    });
    expect(verified.statusCode).toBe(200);
    const childBrowser = browserKeys();
    const parentBrowser = browserKeys();
    const [childPath, parentPath] = [fresh(), fresh()];
    await subscribe(kid.token, childBrowser, childPath);
    await subscribe(parent.token, parentBrowser, parentPath);
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/goals',
      headers: bearer(kid.token),
      payload: { title: 'Tidy up' },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: bearer(kid.token),
      payload: {
        title: 'Toys in the box',
        goal_id: goal.json<{ id: number }>().id,
        job_status: 'CLOSED',
      },
    });
    expect(task.statusCode, task.body).toBe(201);
    await t.app.settled();
    // The badge's notification job, then the push jobs it made.
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const [toChild] = sent(childPath);
    const [toParent] = sent(parentPath);
    expect(JSON.parse(decrypt(toChild!.body, childBrowser))).toEqual({
      title: 'New badge: Task Crusher (bronze)',
      body: 'You earned the bronze Task Crusher badge: Finish 1 task.',
      url: '/badges',
      tag: 'badge-TASK_CRUSHER-BRONZE',
    });
    expect(JSON.parse(decrypt(toParent!.body, parentBrowser))).toEqual({
      title: 'New badge: Task Crusher (bronze)',
      body: `${family.username}_kid earned the bronze Task Crusher badge: Finish 1 task.`,
      url: '/badges',
      tag: 'badges',
    });
    expect(sent(childPath)).toHaveLength(1);
    expect(sent(parentPath)).toHaveLength(1);
  });
});
