import { assign, fromPromise, setup } from 'xstate';
import type { Message } from '@taskboard/contract';

// The changes a child makes to tasks while offline, kept in order and replayed when the
// connection returns. The app persists the queue (IndexedDB) through `persistQueue` after every
// change to it and reads it back through `loadQueue` at start.
//
// States:
// - loading: reading the stored queue. Changes enqueued meanwhile wait behind the stored ones
//   (and are persisted together with them once the read is done).
// - deciding: passing through; replays when online with something queued, else idle.
// - idle: nothing queued, or offline. An enqueue, `queue.online` or `queue.sync` decides again.
// - replaying: sending the head of the queue. Its outcome takes it off the queue; a rejection
//   (no network, 5xx) keeps it at the head: offline → idle, online → retrying.
// - retrying: waits retryMs, then replays the same head. `queue.sync` replays at once;
//   `queue.offline` gives up waiting (idle).
// - sent: passing through after an outcome; an empty queue calls `queueDrained` once.
//
// The machine never sends a change twice by itself: a change leaves the queue only after its
// outcome, and its idempotency key makes a resend after a crash harmless on the server.
//
// Temp ids: a task created offline shows with a negative `tempId`, and later queued changes to it
// name that id as their `taskId`. When the create is applied, the app's `sendChange` answers
// `{ kind: 'applied', taskId }` with the real id and the machine rewrites those later changes;
// a create that is not applied takes its later changes with it (there is no task to change).

export type QueuedChangeKind = 'move' | 'rename' | 'create' | 'delete';
export type QueuedTaskStatus = 'NEW' | 'OPEN' | 'CLOSED';

export interface QueuedChange {
  /** Idempotency key: a UUID the app makes, so the server applies a resent change once. */
  key: string;
  kind: QueuedChangeKind;
  /** The task's id; a temp id for a task created offline; null for a create until it is sent. */
  taskId: number | null;
  goalId: number;
  /** The task's title, for notices. */
  title: string;
  /** The column a move (or a create) puts the task in. */
  status?: QueuedTaskStatus;
  /** A rename's new title. */
  newTitle?: string;
  /** The task's updated_at the change was made on; null for a create. */
  baseVersion: string | null;
  /** When the change was made, ISO time. */
  madeAt: string;
  /** The negative id the screen shows for a task created offline. */
  tempId?: number;
}

export type ReplayOutcome =
  /** Done; for a create, `taskId` is the id the server gave the task. */
  | { kind: 'applied'; taskId?: number }
  /** The task was changed elsewhere later: the later change wins. */
  | { kind: 'superseded' }
  /** The task was deleted elsewhere: the change is dropped. */
  | { kind: 'gone' }
  /**
   * The server said no (a 4xx other than the above): dropped with its message, by its id when it
   * named one, else its words.
   */
  | { kind: 'refused'; message: Message | string };

export interface QueueNotice {
  /** The change's key. */
  key: string;
  kind: 'superseded' | 'gone' | 'refused';
  title: string;
  message?: Message | string;
}

export interface OfflineQueueInput {
  /** Whether the device is online at start (`navigator.onLine`). Default true. */
  online?: boolean;
  /** How long to wait before resending a change that failed on the network or a 5xx. */
  retryMs?: number;
}

export interface OfflineQueueContext {
  queue: QueuedChange[];
  notices: QueueNotice[];
  online: boolean;
  retryMs: number;
}

export type OfflineQueueEvent =
  | { type: 'queue.enqueue'; change: QueuedChange }
  | { type: 'queue.online' }
  | { type: 'queue.offline' }
  /** Background Sync or app start asks to replay now. */
  | { type: 'queue.sync' }
  | { type: 'queue.dismissNotice'; key: string };

export const OFFLINE_QUEUE_RETRY_MS = 5000;

/** Task ids (temp ids included) with a change waiting, for the "waiting to sync" mark. */
export function pendingTaskIds(queue: readonly QueuedChange[]): Set<number> {
  const ids = new Set<number>();
  for (const change of queue) {
    if (change.taskId !== null) ids.add(change.taskId);
    if (change.tempId !== undefined) ids.add(change.tempId);
  }
  return ids;
}

/** As much of a task as the queue changes. */
export interface QueuedTask {
  id: number;
  goal_id: number;
  title: string;
  job_status: string;
  updated_at: string;
}

/** The task a queued create shows as: its temp id, title, column (NEW unless given), time. */
export function queuedTask(change: QueuedChange): QueuedTask {
  return {
    id: change.tempId ?? 0,
    goal_id: change.goalId,
    title: change.title,
    job_status: change.status ?? 'NEW',
    updated_at: change.madeAt,
  };
}

/**
 * The tasks as they will be once the queue is replayed, so the board shown offline (and after
 * a reload offline) already has the child's changes. Moves set job_status, renames the title,
 * deletes remove the task, creates add one with the temp id (a create without a temp id is not
 * shown). Changes to a task that is not in the list are skipped. Tasks of a richer type need
 * `createTask` to build the created ones; without it, they are `queuedTask(change)`.
 */
export function applyQueued<T extends QueuedTask>(
  tasks: readonly T[],
  queue: readonly QueuedChange[],
  createTask: (change: QueuedChange) => T,
): T[];
export function applyQueued(
  tasks: readonly QueuedTask[],
  queue: readonly QueuedChange[],
): QueuedTask[];
export function applyQueued(
  tasks: readonly QueuedTask[],
  queue: readonly QueuedChange[],
  createTask: (change: QueuedChange) => QueuedTask = queuedTask,
): QueuedTask[] {
  let shown = [...tasks];
  for (const change of queue) {
    const id = change.taskId ?? change.tempId;
    switch (change.kind) {
      case 'create':
        if (change.tempId !== undefined && !shown.some((task) => task.id === change.tempId)) {
          shown.push(createTask(change));
        }
        break;
      case 'move':
        if (change.status === undefined) break;
        shown = shown.map((task) =>
          task.id === id ? { ...task, job_status: change.status as string } : task,
        );
        break;
      case 'rename':
        if (change.newTitle === undefined) break;
        shown = shown.map((task) =>
          task.id === id ? { ...task, title: change.newTitle as string } : task,
        );
        break;
      case 'delete':
        shown = shown.filter((task) => task.id !== id);
        break;
    }
  }
  return shown;
}

/**
 * The queue once `change` has its outcome: the change leaves it; an applied create rewrites the
 * later changes naming its temp id to the real id; a create that was not applied drops them.
 */
export function settleChange(
  queue: readonly QueuedChange[],
  change: QueuedChange,
  outcome: ReplayOutcome,
): QueuedChange[] {
  const rest = queue.filter((queued) => queued.key !== change.key);
  const tempId = change.kind === 'create' ? change.tempId : undefined;
  if (tempId === undefined) return rest;
  if (outcome.kind !== 'applied') return rest.filter((queued) => queued.taskId !== tempId);
  const { taskId } = outcome;
  if (taskId === undefined) return rest;
  return rest.map((queued) => (queued.taskId === tempId ? { ...queued, taskId } : queued));
}

/** The notice an outcome leaves, if any: only changes that did not apply are told. */
export function noticeFor(change: QueuedChange, outcome: ReplayOutcome): QueueNotice | null {
  switch (outcome.kind) {
    case 'applied':
      return null;
    case 'refused':
      return { key: change.key, kind: 'refused', title: change.title, message: outcome.message };
    default:
      return { key: change.key, kind: outcome.kind, title: change.title };
  }
}

/** The stored queue first, then what was enqueued while it was read (a key only once). */
function mergeLoaded(loaded: readonly QueuedChange[], meanwhile: readonly QueuedChange[]) {
  const keys = new Set(loaded.map((change) => change.key));
  return [...loaded, ...meanwhile.filter((change) => !keys.has(change.key))];
}

export const offlineQueueMachine = setup({
  types: {
    input: {} as OfflineQueueInput,
    context: {} as OfflineQueueContext,
    events: {} as OfflineQueueEvent,
  },
  actors: {
    /** Reads the stored queue (IndexedDB). */
    loadQueue: fromPromise<QueuedChange[], void>(async () => {
      throw new Error('loadQueue is provided by the app');
    }),
    /**
     * Sends one change. Resolves with its outcome; rejects with an ApiFailure when the network
     * is down or the server failed (5xx), and the change stays at the head.
     */
    sendChange: fromPromise<ReplayOutcome, { change: QueuedChange }>(async () => {
      throw new Error('sendChange is provided by the app');
    }),
  },
  actions: {
    /** Writes the queue to storage; called after every enqueue and dequeue. */
    persistQueue: (_, _params: { queue: QueuedChange[] }) => {},
    /** A change has its outcome: the app reloads the board or remaps a temp id. */
    changeReplayed: (_, _params: { change: QueuedChange; outcome: ReplayOutcome }) => {},
    /** Everything queued was sent: the app reloads the board once. */
    queueDrained: () => {},
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    enqueue: assign({
      queue: ({ context }, params: { change: QueuedChange }) => [...context.queue, params.change],
    }),
    takeLoaded: assign({
      queue: ({ context }, params: { loaded: QueuedChange[] }) =>
        mergeLoaded(params.loaded, context.queue),
    }),
    settleHead: assign({
      queue: ({ context }, params: { change: QueuedChange; outcome: ReplayOutcome }) =>
        settleChange(context.queue, params.change, params.outcome),
      notices: ({ context }, params: { change: QueuedChange; outcome: ReplayOutcome }) => {
        const notice = noticeFor(params.change, params.outcome);
        return notice ? [...context.notices, notice] : context.notices;
      },
    }),
    dismissNotice: assign({
      notices: ({ context }, params: { key: string }) =>
        context.notices.filter((notice) => notice.key !== params.key),
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    canReplay: ({ context }) => context.online && context.queue.length > 0,
    isOnline: ({ context }) => context.online,
  },
  delays: {
    retryDelay: ({ context }) => context.retryMs,
  },
}).createMachine({
  id: 'offlineQueue',
  context: ({ input }) => ({
    queue: [],
    notices: [],
    online: input.online ?? true,
    retryMs: input.retryMs ?? OFFLINE_QUEUE_RETRY_MS,
  }),
  initial: 'loading',
  on: {
    // Enqueued changes go behind everything else and are stored at once.
    'queue.enqueue': {
      actions: [
        { type: 'enqueue', params: ({ event }) => ({ change: event.change }) },
        { type: 'persistQueue', params: ({ context }) => ({ queue: context.queue }) },
      ],
    },
    'queue.online': { actions: 'markOnline' },
    'queue.offline': { actions: 'markOffline' },
    'queue.dismissNotice': {
      actions: { type: 'dismissNotice', params: ({ event }) => ({ key: event.key }) },
    },
  },
  states: {
    loading: {
      on: {
        // Not stored yet: writing now would replace the stored queue before it was read.
        'queue.enqueue': {
          actions: { type: 'enqueue', params: ({ event }) => ({ change: event.change }) },
        },
      },
      invoke: {
        src: 'loadQueue',
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'takeLoaded', params: ({ event }) => ({ loaded: event.output }) },
            { type: 'persistQueue', params: ({ context }) => ({ queue: context.queue }) },
          ],
        },
        // An unreadable store is left as it is (not overwritten) until the queue next changes.
        onError: 'deciding',
      },
    },
    deciding: {
      always: [{ guard: 'canReplay', target: 'replaying' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'queue.enqueue': {
          target: 'deciding',
          actions: [
            { type: 'enqueue', params: ({ event }) => ({ change: event.change }) },
            { type: 'persistQueue', params: ({ context }) => ({ queue: context.queue }) },
          ],
        },
        'queue.online': { target: 'deciding', actions: 'markOnline' },
        // Asked to replay now: try even if the device last said it was offline.
        'queue.sync': { guard: 'hasQueued', target: 'replaying' },
      },
    },
    replaying: {
      invoke: {
        src: 'sendChange',
        input: ({ context }) => ({ change: context.queue[0]! }),
        onDone: {
          target: 'sent',
          // The app hears of the change as it was sent, before it leaves the queue.
          actions: [
            {
              type: 'changeReplayed',
              params: ({ context, event }) => ({
                change: context.queue[0]!,
                outcome: event.output,
              }),
            },
            {
              type: 'settleHead',
              params: ({ context, event }) => ({
                change: context.queue[0]!,
                outcome: event.output,
              }),
            },
            { type: 'persistQueue', params: ({ context }) => ({ queue: context.queue }) },
          ],
        },
        onError: [{ guard: 'isOnline', target: 'retrying' }, { target: 'idle' }],
      },
    },
    retrying: {
      after: { retryDelay: 'deciding' },
      on: {
        'queue.sync': 'replaying',
        'queue.offline': { target: 'idle', actions: 'markOffline' },
      },
    },
    sent: {
      always: [
        { guard: 'hasQueued', target: 'deciding' },
        { target: 'idle', actions: 'queueDrained' },
      ],
    },
  },
});
