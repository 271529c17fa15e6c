import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The signed-in username, or null; a string, so React can compare snapshots. Read straight from
 * the contract's stored auth (`auth` in localStorage) rather than through the API client, which
 * the prerendered public pages would otherwise have to download before they could show it.
 */
function signedInAs(): string | null {
  try {
    const auth: unknown = JSON.parse(localStorage.getItem('auth') ?? 'null');
    const username = (auth as { token?: unknown; username?: unknown } | null) ?? {};
    return typeof username.token === 'string' && typeof username.username === 'string'
      ? username.username
      : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in on this device, for the public pages. They are prerendered without a session,
 * so the page hydrates as a visitor's and the signed-in state appears as soon as its script runs.
 */
export function useSignedInAs(): string | null {
  return useSyncExternalStore(subscribe, signedInAs, () => null);
}
