import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { offlineQueueMachine, type QueuedChange } from '@taskboard/machines';
import { browserOffline } from './offlineChanges';
import { readQueue, writeQueue } from './offlineStore';
import { sendChange } from './sendChange';

// The offline queue of the signed-in account, one for the whole app (not per screen): changes
// made on the board keep replaying while the child looks at another screen. It starts with the
// signed-in layout (app start: a stored queue replays at once when online), and hears of the
// connection from the window's online/offline events and the service worker's Background Sync.

/** The tag the service worker's `sync` event answers (public/sw-push.js). */
export const QUEUE_SYNC_TAG = 'taskboard-queue';

type QueueActor = ReturnType<typeof makeQueue>;

let current: { account: string; actor: QueueActor } | null = null;
const drainedListeners = new Set<() => void>();

function makeQueue(account: string) {
  return createActor(
    offlineQueueMachine.provide({
      actors: {
        loadQueue: fromPromise(() => readQueue(account)),
        sendChange: fromPromise(({ input }: { input: { change: QueuedChange } }) =>
          sendChange(input.change),
        ),
      },
      actions: {
        persistQueue: (_, { queue }) => {
          writeQueue(account, queue).catch((error: unknown) =>
            console.warn('The offline changes could not be stored', error),
          );
        },
        queueDrained: () => drainedListeners.forEach((listener) => listener()),
      },
    }),
    { input: { online: !browserOffline() } },
  );
}

let listening = false;

/** The window's and the service worker's news, told to whichever queue is current. */
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => current?.actor.send({ type: 'queue.online' }));
  window.addEventListener('offline', () => current?.actor.send({ type: 'queue.offline' }));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === QUEUE_SYNC_TAG) current?.actor.send({ type: 'queue.sync' });
  });
}

/** The account's queue, started (and the previous account's stopped) on first use. */
export function startOfflineQueue(account: string): QueueActor {
  if (current?.account === account) return current.actor;
  current?.actor.stop();
  const actor = makeQueue(account);
  current = { account, actor };
  listen();
  actor.start();
  return actor;
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

/**
 * Asks the service worker to wake the app when the connection is back (Background Sync, where
 * the browser has it); elsewhere the window's `online` event or the next start replays.
 */
function requestBackgroundSync() {
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) =>
      (registration as SyncRegistration | undefined)?.sync?.register(QUEUE_SYNC_TAG),
    )
    .catch(() => undefined);
}

/**
 * The signed-in account's queue for a screen: what waits, the notices, whether the device is
 * online or sending, and `enqueue`. `onDrained` runs each time everything queued was sent.
 */
export function useOfflineQueue(account: string, onDrained?: () => void) {
  const actor = startOfflineQueue(account);
  const queue = useSelector(actor, (snapshot) => snapshot.context.queue);
  const notices = useSelector(actor, (snapshot) => snapshot.context.notices);
  const online = useSelector(actor, (snapshot) => snapshot.context.online);
  const sending = useSelector(
    actor,
    (snapshot) =>
      snapshot.context.queue.length > 0 &&
      (snapshot.matches('replaying') || snapshot.matches('retrying')),
  );
  // The latest callback is read when the queue drains: a new one each render is fine.
  const onDrainedRef = useRef(onDrained);
  useEffect(() => {
    onDrainedRef.current = onDrained;
  }, [onDrained]);
  useEffect(() => {
    const listener = () => onDrainedRef.current?.();
    drainedListeners.add(listener);
    return () => void drainedListeners.delete(listener);
  }, []);
  const enqueue = useCallback(
    (change: QueuedChange) => {
      actor.send({ type: 'queue.enqueue', change });
      requestBackgroundSync();
    },
    [actor],
  );
  const dismissNotice = useCallback(
    (key: string) => actor.send({ type: 'queue.dismissNotice', key }),
    [actor],
  );
  return { queue, notices, online, sending, enqueue, dismissNotice };
}

export type OfflineQueue = ReturnType<typeof useOfflineQueue>;
