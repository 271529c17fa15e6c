import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  queryRows,
  register,
  type TestApp,
} from './helper';
import { failureAnswer, withoutMessageId } from './failure-answer';

/** Each kind of bad input the API must turn away with a `detail`, never a 500. */
interface BadRequest {
  kind: string;
  payload?: string;
  contentType?: string;
  query?: string;
}

const oversized = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT_BYTES) });

function bodyCases(valid: Record<string, unknown>): BadRequest[] {
  const json = (value: unknown) => JSON.stringify(value);
  const fields = Object.keys(valid);
  return [
    { kind: 'malformed JSON', payload: '{"email": "a@b.co",' },
    { kind: 'JSON that is not an object', payload: '["a", "b"]' },
    { kind: 'a JSON string', payload: '"hello"' },
    { kind: 'JSON null', payload: 'null' },
    { kind: 'an empty body', payload: '' },
    { kind: 'an empty object', payload: '{}' },
    { kind: 'a body over 100 KB', payload: oversized },
    { kind: 'a body that is not JSON', payload: 'email=a@b.co', contentType: 'text/plain' },
    {
      kind: 'a form-encoded body',
      payload: 'email=a@b.co',
      contentType: 'application/x-www-form-urlencoded',
    },
    ...fields.flatMap((field) => [
      { kind: `${field} missing`, payload: json({ ...valid, [field]: undefined }) },
      { kind: `${field} as a number`, payload: json({ ...valid, [field]: 12345 }) },
      { kind: `${field} as an object`, payload: json({ ...valid, [field]: { $ne: null } }) },
      { kind: `${field} as an array`, payload: json({ ...valid, [field]: ['a'] }) },
      { kind: `${field} as null`, payload: json({ ...valid, [field]: null }) },
      { kind: `${field} as true`, payload: json({ ...valid, [field]: true }) },
    ]),
  ];
}

describe.each(backends)('bad input on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let family: ReturnType<typeof newFamily>;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { isolated: true });
    family = await register(t.app);
    token = (await login(t.app, family.email, family.password)).token;
  });
  afterAll(() => t.close());

  /** Row counts of this family's data plus the tables' totals. */
  async function snapshot() {
    const rows = await queryRows<Record<string, number | string>>(
      t.database,
      sql`
      select (select count(*)::int from users) as users,
             (select count(*)::int from sessions) as sessions,
             (select count(*)::int from sessions where revoked_at is not null) as revoked,
             (select count(*)::int from email_tokens) as email_tokens,
             (select count(*)::int from email_tokens where used_at is not null) as used_tokens,
             (select count(*)::int from outbox) as outbox,
             (select string_agg(password_hash || is_verified::text, ',') from users where email = ${family.email}) as parent`,
    );
    return rows[0];
  }

  const postRoutes = [
    { url: '/api/users/register', valid: { ...newFamily() } },
    { url: '/api/users/login', valid: { email: 'someone@example.com', password: 'password123' } },
    { url: '/api/users/forgot-password', valid: { email: 'someone@example.com' } },
    { url: '/api/users/reset-password', valid: { token: 'abc', new_password: 'password123' } },
    { url: '/api/users/logout', valid: {} },
  ];

  for (const route of postRoutes) {
    describe(`POST ${route.url}`, () => {
      const cases = bodyCases(route.valid).filter(
        // Logout takes no body: only the malformed ones apply to it.
        (c) =>
          route.url !== '/api/users/logout' ||
          [
            'malformed JSON',
            'a body over 100 KB',
            'a body that is not JSON',
            'a form-encoded body',
          ].includes(c.kind),
      );
      it.each(cases)('answers $kind with 4xx and a detail, changing nothing', async (bad) => {
        const before = await snapshot();
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          payload: bad.payload ?? '',
          headers: { 'content-type': bad.contentType ?? 'application/json', ...bearer(token) },
        });
        expect([400, 413, 415, 422]).toContain(response.statusCode);
        const body = response.json();
        // `detail`, and the id of its message when the words are one of the contract's.
        expect(Object.keys(withoutMessageId(body))).toEqual(['detail']);
        expect(body.detail).toEqual(expect.any(String));
        expect(body.detail.length).toBeGreaterThan(5);
        expect(response.body).not.toMatch(/at .*\.ts|stack|SELECT|insert into/i);
        expect(await snapshot()).toEqual(before);
      });
    });
  }

  it('logout accepts the empty JSON body a browser sends', async () => {
    const { token: own } = await login(t.app, family.email, family.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      payload: '',
      headers: { 'content-type': 'application/json', ...bearer(own) },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"email":', 400, 'The request body is not valid JSON'],
    ['an empty body', '', 422, 'The request body must be a JSON object'],
    ['a JSON array', '[1]', 422, 'The request body must be a JSON object'],
    ['a body over 100 KB', oversized, 413, 'The request body is larger than 100 KB'],
    ['a missing field', '{"password": "x"}', 422, 'The email is required'],
    ['a wrong type', '{"email": 5, "password": "x"}', 422, 'The email is required'],
  ])('names the problem for %s', async (_, payload, status, detail) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(failureAnswer(detail));
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['two tokens', '?token=a&token=b'],
    ['an unknown token', '?token=unknown'],
  ])(
    'GET /api/users/verify-email with %s answers 4xx with a detail, changing nothing',
    async (_, query) => {
      const before = await snapshot();
      const response = await t.app.inject({ url: `/api/users/verify-email${query}` });
      expect([400, 422]).toContain(response.statusCode);
      expect(withoutMessageId(response.json())).toEqual({ detail: expect.any(String) });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('ignores fields a client may not set, whatever their value', async () => {
    const newcomer = newFamily();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        ...newcomer,
        role: 'SUPERUSER',
        access_level: 'VIP',
        account_type: 'GOD',
        is_verified: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const rows = await queryRows<Record<string, unknown>>(
      t.database,
      sql`select role, access_level, account_type, is_verified from users where email = ${newcomer.email}`,
    );
    expect(rows).toEqual([
      { role: 'USER', access_level: 'BASIC', account_type: 'PARENT', is_verified: false },
    ]);
  });

  it('GET /api/users/me and /api/health ignore a body and query they do not take', async () => {
    const me = await t.app.inject({ url: '/api/users/me?user_id=999', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(family.username);
    const health = await t.app.inject({ url: '/api/health?x=1' });
    expect(health.statusCode).toBe(200);
  });
});
