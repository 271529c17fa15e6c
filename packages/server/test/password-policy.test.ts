import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonPasswordCount,
  isWeakPassword,
  weakPasswordMessage,
} from '../src/security/password-policy';
import {
  backends,
  createTestApp,
  login,
  newFamily,
  register,
  tokenFromMail,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

describe('isWeakPassword', () => {
  it('holds a list of at least 10,000 common passwords', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(10_000);
  });
  it.each([
    '12345678',
    'password',
    'PassWord1',
    'qwertyuiop',
    'iloveyou',
    '        ',
    'aaaaaaaaaa',
    'ｐａｓｓｗｏｒｄ',
  ])('refuses %j', (password) => expect(isWeakPassword(password)).toBe(true));
  it.each(['correct horse battery', 'Tidy-the-toys-42', 'moon boots at noon'])(
    'accepts %j',
    (password) => expect(isWeakPassword(password)).toBe(false),
  );
});

describe.each(backends)('weak passwords on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it.each(['12345678', '        ', 'zzzzzzzzzzzz'])(
    'sign-up refuses %j and creates nothing',
    async (password) => {
      const family = { ...newFamily(), password, confirmPassword: password };
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: family,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failureAnswer(weakPasswordMessage));
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...family, password: 'a sturdy new one', confirmPassword: 'a sturdy new one' },
      });
      expect(again.statusCode, 'the refused sign-up left no account behind').toBe(201);
    },
  );

  it('reset refuses a common password and leaves the link usable', async () => {
    const family = await register(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: family.email },
    });
    await t.app.settled();
    const token = tokenFromMail(t.mail, family.email, 'reset-password');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, new_password: 'password1' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail).toBe(weakPasswordMessage);
    const strong = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, new_password: 'a sturdy new one' },
    });
    expect(strong.statusCode).toBe(200);
    await expect(login(t.app, family.email, 'a sturdy new one')).resolves.toHaveProperty('token');
  });
});
