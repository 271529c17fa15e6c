// What an account switch (spec §4) and a logout do to the browser's memory of the old account.

let switching = false;

/** Set while an account switch is in progress; the layout then sends foreign profiles to /. */
export function isSwitchingAccount(): boolean {
  return switching;
}

export function setSwitchingAccount(value: boolean): void {
  switching = value;
}

/** Keys of the previous account's cached data: its user, its profile, and any cache entry. */
const CACHED_ACCOUNT_KEYS = ['user', 'profile', 'userProfile', 'selectedGoalId'];
const CACHE_KEY_PREFIX = 'cache';

/** Forgets the cached user, profile and cache keys, so the next account starts clean. */
export function clearCachedAccount(storage: Storage = localStorage): void {
  const doomed = new Set(CACHED_ACCOUNT_KEYS);
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(CACHE_KEY_PREFIX)) doomed.add(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
