import { defaultPreferences, preferences, type Preferences } from '@taskboard/contract';

import { PREFERENCES_KEY } from './storageKey';

// The signed-in user's preferences are kept in localStorage so the next page load knows them
// before it asks the server: the theme script in the page head reads `theme` before first paint.

export function storePreferences(chosen: Preferences): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(chosen));
  } catch {
    // Storage refused (private mode): the page still follows the choice until it is left.
  }
}

/** The stored preferences, each field that is missing or no longer valid at its default. */
export function readStoredPreferences(): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    return defaultPreferences;
  }
  const merged: Record<string, unknown> = { ...defaultPreferences };
  for (const [field, value] of Object.entries(stored ?? {})) {
    const schema = preferences.shape[field as keyof Preferences] as
      (typeof preferences.shape)[keyof Preferences] | undefined;
    if (schema?.safeParse(value).success) merged[field] = value;
  }
  return merged as Preferences;
}
