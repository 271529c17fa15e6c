import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@taskboard/contract';
import { AUTH_KEY, signedInCookie, storageWithSignedInHint } from './signedInHint';

/** A storage and the cookie texts written beside it. */
function harness() {
  const items = new Map<string, string>();
  const cookies: string[] = [];
  const storage = storageWithSignedInHint(
    () => ({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }),
    (text) => cookies.push(text),
  );
  return { items, cookies, storage };
}

describe('the signed-in cookie', () => {
  it('is set when a session is stored and cleared when it goes', () => {
    const { items, cookies, storage } = harness();
    storage.setItem('auth', '{"token":"t"}');
    expect(items.get('auth')).toBe('{"token":"t"}');
    expect(cookies).toEqual([signedInCookie(true)]);
    expect(storage.getItem('auth')).toBe('{"token":"t"}');
    storage.removeItem('auth');
    expect(items.has('auth')).toBe(false);
    expect(cookies).toEqual([signedInCookie(true), signedInCookie(false)]);
  });

  it('watches the key the API client stores the session under', () => {
    expect(AUTH_KEY).toBe(AUTH_STORAGE_KEY);
  });

  it('leaves other keys alone', () => {
    const { cookies, storage } = harness();
    storage.setItem('preferences', '{}');
    storage.removeItem('preferences');
    expect(cookies).toEqual([]);
  });

  it('holds no token: only a flag, for the whole site, for a year; cleared at once', () => {
    expect(signedInCookie(true)).toBe(
      'taskboard.signedIn=1; path=/; max-age=31536000; samesite=lax',
    );
    expect(signedInCookie(false)).toBe('taskboard.signedIn=; path=/; max-age=0; samesite=lax');
  });
});
