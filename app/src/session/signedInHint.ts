/**
 * A cookie that says "a session is stored in this browser", so the server can answer `/` with the
 * profile's page for a signed-in family and with the prerendered landing page for a visitor,
 * before any script runs (packages/server/src/plugins/spa.ts). It holds no token and proves
 * nothing: the session itself stays in localStorage, and each page corrects a stale hint before
 * it paints (landingScripts.ts).
 */
export const SIGNED_IN_COOKIE = 'taskboard.signedIn';

/**
 * The localStorage key of the stored session (the contract's AUTH_STORAGE_KEY, checked equal in
 * signedInHint.test.ts): written out here, as the pages' head scripts read it and importing the
 * contract would bring its schemas into every public page.
 */
export const AUTH_KEY = 'auth';

/** The cookie's text to set (signed in) or clear (signed out), as `document.cookie` takes it. */
export const signedInCookie = (signedIn: boolean): string =>
  signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's storage, keeping the cookie in step with the stored session: set when a sign-in
 * stores one, cleared when a sign-out (or a refused session) removes it.
 */
export function storageWithSignedInHint(
  storage: () => KeyValueStorage = () => globalThis.localStorage,
  writeCookie: (text: string) => void = (text) => (document.cookie = text),
): KeyValueStorage {
  // Looked up at each call: the build's prerender imports the app without a browser.
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => {
      storage().setItem(key, value);
      if (key === AUTH_KEY) writeCookie(signedInCookie(true));
    },
    removeItem: (key) => {
      storage().removeItem(key);
      if (key === AUTH_KEY) writeCookie(signedInCookie(false));
    },
  };
}
