import type { JobStatus, Task } from '@taskboard/contract';
import {
  applyQueued,
  isApiFailure,
  serverNotice,
  type QueueNotice,
  type QueuedChange,
  type ReplayOutcome,
} from '@taskboard/machines';
import type { SyncNotice, SyncStatus } from '@taskboard/ui';
import { translateKnown, type Shown } from '../i18n/knownMessages';

// The pure side of working offline: the changes a board action queues, how the server's answer
// to a replayed change becomes its outcome, and how the queue shows on the board.

/** A call that never reached the server (the client's NETWORK_ERROR, status 0). */
export function isNetworkFailure(error: unknown): boolean {
  return isApiFailure(error) && error.status === 0;
}

/** Whether the browser says it has no connection (a tab that lost it, or started without). */
export function browserOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/**
 * A read to answer from the copy kept on the device: it never reached the server and the
 * browser says it has no connection. A server out of reach on a connected device keeps its own
 * failure screens (spec §8: 'Failed to load user information', 'Failed to fetch backlog').
 */
export function offlineRead(error: unknown): boolean {
  return isNetworkFailure(error) && browserOffline();
}

/** What every queued change has of its own: its idempotency key and when it was made. */
export type ChangeStamp = { key: string; madeAt: string };

export const newStamp = (): ChangeStamp => ({
  key: crypto.randomUUID(),
  madeAt: new Date().toISOString(),
});

type QueuedOn = Pick<Task, 'item_id' | 'goal_id' | 'title' | 'updated_at'>;

/** The change's task as the queue names it: its id (a temp id too) and the version it was made on. */
function onTask(task: QueuedOn, stamp: ChangeStamp) {
  return {
    ...stamp,
    taskId: task.item_id,
    goalId: task.goal_id,
    title: task.title,
    // A task created offline has no version on the server yet: nothing to compare with.
    baseVersion: task.item_id < 0 ? null : task.updated_at,
  };
}

export const moveChange = (task: QueuedOn, to: JobStatus, stamp: ChangeStamp): QueuedChange => ({
  ...onTask(task, stamp),
  kind: 'move',
  status: to,
});

export const renameChange = (task: QueuedOn, title: string, stamp: ChangeStamp): QueuedChange => ({
  ...onTask(task, stamp),
  kind: 'rename',
  newTitle: title,
});

export const deleteChange = (task: QueuedOn, stamp: ChangeStamp): QueuedChange => ({
  ...onTask(task, stamp),
  kind: 'delete',
});

export const createChange = (
  task: { goalId: number; title: string },
  tempId: number,
  stamp: ChangeStamp,
): QueuedChange => ({
  ...stamp,
  kind: 'create',
  taskId: null,
  goalId: task.goalId,
  title: task.title,
  status: 'NEW',
  baseVersion: null,
  tempId,
});

/** A negative id no queued task has yet, for a task created offline. */
export function nextTempId(queue: readonly QueuedChange[]): number {
  return Math.min(0, ...queue.map((change) => change.tempId ?? 0)) - 1;
}

/**
 * What a failed replay means: `retry` keeps the change at the head (no network, the server
 * failing, or the same change still running there: 409), `conflict` asks whose change is later
 * (412), 404 is a task deleted elsewhere, any other refusal is told with the server's message
 * (by its id when it named one, else its words).
 */
export function outcomeOfFailure(error: unknown): ReplayOutcome | 'retry' | 'conflict' {
  if (!isApiFailure(error)) return 'retry';
  const { status } = error;
  if (status === 0 || status >= 500 || status === 409) return 'retry';
  if (status === 412) return 'conflict';
  if (status === 404) return { kind: 'gone' };
  return { kind: 'refused', message: serverNotice(error) ?? '' };
}

/**
 * A change refused because the task changed since: the later change wins. The task as the server
 * has it now (its updated_at, or null when it is gone) against when ours was made: theirs later
 * is `superseded`, ours later is sent again over theirs (`force`).
 */
export function settleConflict(
  serverVersion: string | null,
  madeAt: string,
): 'gone' | 'superseded' | 'force' {
  if (serverVersion === null) return 'gone';
  return Date.parse(serverVersion) > Date.parse(madeAt) ? 'superseded' : 'force';
}

const noticeKinds = {
  superseded: 'changedElsewhere',
  gone: 'deletedElsewhere',
  refused: 'refused',
} as const;

/** The machine's notices in the banner's words, the server's message in the language shown. */
export function syncNoticesOf(
  notices: readonly QueueNotice[],
  show: (shown: Shown) => string = translateKnown,
): SyncNotice[] {
  return notices.map((notice) => ({
    id: notice.key,
    kind: noticeKinds[notice.kind],
    subject: notice.title,
    detail: notice.message ? show(notice.message) : null,
  }));
}

/** The banner's status: sending while the queue replays, else whether the device is online. */
export function syncStatusOf(online: boolean, sending: boolean): SyncStatus {
  if (sending) return 'syncing';
  return online ? 'online' : 'offline';
}

/** A task created offline as the board draws it until the server has it. */
export function taskOfQueued(change: QueuedChange): Task {
  const id = change.tempId ?? 0;
  return {
    item_id: id,
    id,
    goal_id: change.goalId,
    title: change.title,
    job_status: change.status ?? 'NEW',
    description: null,
    priority: null,
    color: null,
    icon: null,
    created_at: change.madeAt,
    updated_at: change.madeAt,
    closed_at: null,
  };
}

/** The board's tasks with the queued changes made on them (safe to apply twice). */
export function tasksWithQueue(tasks: readonly Task[], queue: readonly QueuedChange[]): Task[] {
  return applyQueued(tasks, queue, taskOfQueued);
}
