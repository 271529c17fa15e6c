import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLookAlike } from '../src/security/look-alike';
import { guardMessages } from '../src/security/parent-password-guard';
import {
  bearer,
  createTestApp,
  fullWidth,
  login,
  newFamily,
  register,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

describe('isLookAlike', () => {
  it.each([
    ['аlice', 'a Cyrillic а among Latin letters'],
    ['alİce@example.com', 'a dotted capital I'],
    ['ａｌｉｃｅ', 'full-width letters'],
    ['ali\u200Bce', 'a zero-width space'],
    ['рора', 'Cyrillic letters that all look Latin'],
    ['mia\u212Aate', 'the Kelvin sign'],
  ])('refuses %j (%s)', (name) => expect(isLookAlike(name)).toBe(true));
  it.each([
    'alice',
    'Zoë',
    'José_2019',
    'мария',
    'さくら',
    '小明',
    'δημήτρης',
    'parent.42@example.com',
  ])('accepts %j', (name) => expect(isLookAlike(name)).toBe(false));
});

describe('one counter per family for its password', () => {
  let t: TestApp;
  const address = '10.7.7.7';
  beforeAll(async () => {
    t = await createTestApp('pglite', { authRateLimitPerMinute: 3 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string, remoteAddress = address) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('counts the e-mail, every child name and switching to the parent under one limit', async () => {
    const family = await register(t.app);
    const parent = await login(t.app, family.email, family.password);
    const created = await post(
      '/api/users/create-additional-child',
      {
        child_username: `${family.username}_two`,
        child_birth_year: 2020,
        parent_password: family.password,
      },
      parent.token,
      '10.7.7.8',
    );
    expect(created.statusCode).toBe(201);
    const child = await login(t.app, `${family.username}_kid`, family.password);

    // Three wrong attempts spread over three ways in (limit 3 a minute); right ones are free.
    expect(
      (await post('/api/users/login', { email: family.email, password: 'nope nope 1' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/users/login', { email: `${family.username}_two`, password: 'nope nope 2' }))
        .statusCode,
    ).toBe(401);
    const switched = await post(
      '/api/users/switch-account',
      { target_username: family.username, parent_password: 'nope nope 3' },
      child.token,
    );
    expect(switched.statusCode).toBe(403);
    // Even the right password through yet another spelling of a child's name waits now.
    const blocked = await post('/api/users/login', {
      email: `${family.username.toUpperCase()}_KID`,
      password: family.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(failureAnswer(guardMessages.family));
    expect(blocked.headers['retry-after']).toBe('60');
  });

  it('counts every spelling of the parent e-mail against the family, and lets no look-alike in', async () => {
    const family = await register(t.app);
    const from = '10.7.7.10';
    for (const attempt of [1, 2, 3]) {
      const wrong = await post(
        '/api/users/login',
        { email: family.email, password: `wrong guess ${attempt}` },
        undefined,
        from,
      );
      expect(wrong.statusCode).toBe(401);
    }
    // Full-width capitals are the same address after NFKC and case folding: still held back.
    const typed = await post(
      '/api/users/login',
      { email: fullWidth(family.email.toUpperCase()), password: family.password },
      undefined,
      from,
    );
    expect(typed.statusCode).toBe(429);
    expect(typed.json()).toEqual(failureAnswer(guardMessages.family));
    // A dotted capital İ is another address: it never opens the parent's account.
    const lookAlike = family.email.replace('e', 'İ');
    expect(lookAlike).not.toBe(family.email);
    const other = await post(
      '/api/users/login',
      { email: lookAlike, password: family.password },
      undefined,
      '10.7.7.11',
    );
    expect(other.statusCode).toBe(401);
  });

  it('stops one password tried across many accounts from one address', async () => {
    const spray = '10.8.8.8';
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const email = `spray.${randomBytes(4).toString('hex')}@example.com`;
      statuses.push(
        (await post('/api/users/login', { email, password: 'Summer2024!' }, undefined, spray))
          .statusCode,
      );
    }
    // Limit 3 a minute per family gives 12 wrong passwords an hour per address.
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(401));
    const refused = await post(
      '/api/users/login',
      { email: 'one.more@example.com', password: 'x' },
      undefined,
      spray,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(failureAnswer(guardMessages.address));
    // Another address is not held back.
    const other = await post(
      '/api/users/login',
      { email: 'one.more@example.com', password: 'x' },
      undefined,
      '10.8.8.9',
    );
    expect(other.statusCode).toBe(401);
  });

  it('refuses a blank parent password before checking it', async () => {
    const family = await register(t.app);
    const parent = await login(t.app, family.email, family.password);
    const response = await post(
      '/api/users/create-additional-child',
      { child_username: `${family.username}_b`, child_birth_year: 2020, parent_password: '   ' },
      parent.token,
      '10.7.7.9',
    );
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json().detail).toMatch(/required/i);
  });
});

describe('look-alike names at sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  // The contract's alphabets already turn these away; the server's own check stands behind it.
  it('refuses a look-alike username and e-mail and creates nothing', async () => {
    const family = newFamily();
    const username = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { ...family, username: `а${family.username}` },
    });
    expect(username.statusCode).toBe(422);
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { ...family, email: family.email.replace('parent', 'parİnt') },
    });
    expect(email.statusCode).toBe(422);
    expect(await register(t.app, family)).toEqual(family);
  });
});
