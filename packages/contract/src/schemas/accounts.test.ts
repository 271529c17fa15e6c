import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  currentUser,
  loginBody,
  registerBody,
  resetPasswordForm,
  type RegisterBody,
} from './accounts';

/** The first problem a form would show for these values. */
function firstMessage(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0];
}

const valid = {
  username: 'sam',
  email: 'sam@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  birth_year: '2012',
};

describe('registerBody', () => {
  it('accepts a sign-up form and turns the year into a number', () => {
    const parsed: RegisterBody = registerBody.parse(valid);
    expect(parsed.birth_year).toBe(2012);
  });

  it('takes the language the visitor signs up in, one of the interface languages', () => {
    expect(registerBody.parse({ ...valid, language: 'ja' }).language).toBe('ja');
    expect(registerBody.parse(valid).language).toBeUndefined();
    expect(firstMessage(registerBody, { ...valid, language: 'pt' })).toMatchObject({
      path: ['language'],
      message: 'language must be one of en, es, fr, de, zh, ja',
    });
  });

  it.each([
    [{ username: '' }, 'username', 'The username is required'],
    [{ username: 'sa' }, 'username', 'Username must be at least 3 characters long'],
    [{ username: 'a'.repeat(16) }, 'username', 'Username must be at most 15 characters long'],
    [{ email: '' }, 'email', 'The email is required'],
    [{ password: '' }, 'password', 'The password is required'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'different1' }, 'confirmPassword', 'The passwords do not match'],
    [{ birth_year: '' }, 'birth_year', 'Year of birth is required'],
    [{ birth_year: '1900' }, 'birth_year', 'Year of birth must be at least 1925'],
    [{ birth_year: 2051 }, 'birth_year', 'Year of birth must be at most 2050'],
  ])('%j → %s: "%s"', (change, field, message) => {
    expect(firstMessage(registerBody, { ...valid, ...change })).toMatchObject({
      path: [field],
      message,
    });
  });
});

describe('loginBody', () => {
  it('takes an e-mail or a username', () => {
    expect(loginBody.parse({ email: 'sam_kid', password: 'x' })).toEqual({
      email: 'sam_kid',
      password: 'x',
    });
  });
  it.each([
    [{ password: 'x' }, 'The email is required'],
    [{ email: 'sam@example.com', password: '' }, 'The password is required'],
  ])('%j → "%s"', (value, message) => {
    expect(firstMessage(loginBody, value)?.message).toBe(message);
  });
});

describe('resetPasswordForm', () => {
  it.each([
    [{ new_password: '', confirm_new_password: '' }, 'The new password is required'],
    [{ new_password: 'secret123', confirm_new_password: '' }, 'Please confirm your new password'],
    [
      { new_password: 'secret123', confirm_new_password: 'secret124' },
      'The passwords do not match',
    ],
  ])('%j → "%s"', (value, message) => {
    expect(firstMessage(resetPasswordForm, value)?.message).toBe(message);
  });
});

describe('currentUser', () => {
  it('fills role and access level defaults and badge tiers', () => {
    const user = currentUser.parse({
      id: 1,
      username: 'sam',
      email: null,
      age: null,
      account_type: 'CHILD',
      is_primary_child: true,
      is_verified: false,
      created_at: '2026-01-01T00:00:00.000Z',
      badges: [
        {
          id: 1,
          badge_type: 'GOAL_GETTER',
          name: 'Goal Getter',
          description: 'Closed a goal',
          earned_at: '2026-01-02',
        },
      ],
    });
    expect(user).toMatchObject({
      role: 'USER',
      access_level: 'BASIC',
      badges: [{ tier: 'BRONZE' }],
    });
  });
});
