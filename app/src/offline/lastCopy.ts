import { api } from '../api';
import { offlineRead } from './offlineChanges';
import { readCopy, writeCopy } from './offlineStore';

/** The signed-in account the copies are kept for (its username), if any. */
export function currentAccount(): string | undefined {
  return api.currentAuth()?.username;
}

/** Keeps a copy for next time; a device that cannot keep it just goes without. */
export function keepCopy(key: string, value: unknown): void {
  writeCopy(key, value).catch((error: unknown) =>
    console.warn('A copy for offline use could not be kept', error),
  );
}

/** The copy kept under `key`, or null (none, or none readable). */
export function lastCopy<T>(key: string): Promise<T | null> {
  return readCopy<T>(key).catch(() => null);
}

/**
 * `load()`, kept under `key` for next time; offline (the device without a connection, not a
 * refusal nor a server out of reach), the copy kept last time instead, or the failure without one.
 */
export async function withLastCopy<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
    keepCopy(key, value);
    return value;
  } catch (error) {
    if (!offlineRead(error)) throw error;
    const copy = await lastCopy<T>(key);
    if (copy === null) throw error;
    return copy;
  }
}
