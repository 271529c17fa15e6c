import type { QueuedChange } from '@taskboard/machines';

// What this device keeps to work without a connection: the last copy of each screen's data
// (the board, the signed-in layout, the profile) and the changes made offline, each under the
// signed-in account's username, so accounts that share a device never see each other's copies.
// Plain IndexedDB: a single object store of values by key, written whole.

const DB_NAME = 'taskboard-offline';
const STORE = 'copies';

let opening: Promise<IDBDatabase> | null = null;

function openStore(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    // The next call tries again (a private window may refuse, then allow, say).
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  return openStore().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = act(transaction.objectStore(STORE));
        // Resolved once the write is on disk (the transaction done), not merely queued.
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
      }),
  );
}

/** The value kept under `key`, or null (none kept, or no IndexedDB here). */
export async function readCopy<T>(key: string): Promise<T | null> {
  if (typeof indexedDB === 'undefined') return null;
  const value = await run<unknown>('readonly', (store) => store.get(key));
  return value === undefined ? null : (value as T);
}

/** Keeps `value` under `key`; a device that cannot keep it just goes without. */
export async function writeCopy(key: string, value: unknown): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (store) => store.put(value, key));
}

/** The keys, one per account and screen. */
export const copyKeys = {
  board: (account: string) => `board:${account}`,
  layout: (account: string) => `layout:${account}`,
  profile: (account: string, userId: number | undefined) => `profile:${account}:${userId ?? 'own'}`,
  queue: (account: string) => `queue:${account}`,
};

export const readQueue = (account: string) =>
  readCopy<QueuedChange[]>(copyKeys.queue(account)).then((queue) => queue ?? []);

export const writeQueue = (account: string, queue: readonly QueuedChange[]) =>
  writeCopy(copyKeys.queue(account), queue);
