import { messageResponse, task } from '@taskboard/contract';
import type { QueuedChange, ReplayOutcome } from '@taskboard/machines';
import { api } from '../api';
import { outcomeOfFailure, settleConflict } from './offlineChanges';

/**
 * The versions this device's own replays gave tasks: task id → the version the queued changes
 * were made on and the one the last of them left. A second change queued on the same task was
 * made on the same version as the first; once the first is replayed, the task's version is the
 * one it left, and sending the old one would refuse the child's own change as a conflict.
 */
const ownVersions = new Map<number, { base: string; now: string }>();

/** The version to send in If-Match: the change's own, or the one our replays moved it to. */
export function versionToMatch(change: QueuedChange): string | null {
  if (change.baseVersion === null || change.taskId === null) return change.baseVersion;
  const own = ownVersions.get(change.taskId);
  return own?.base === change.baseVersion ? own.now : change.baseVersion;
}

function rememberVersion(change: QueuedChange, now: string) {
  if (change.baseVersion !== null && change.taskId !== null) {
    ownVersions.set(change.taskId, { base: change.baseVersion, now });
  }
}

/** The call a queued change makes, with the given headers; a create answers its task's id. */
async function send(change: QueuedChange, headers: Record<string, string>): Promise<ReplayOutcome> {
  if (change.kind === 'create') {
    const created = await api.request('POST', '/backlog/task', {
      auth: true,
      headers,
      body: { goal_id: change.goalId, title: change.title, job_status: change.status ?? 'NEW' },
      response: task,
    });
    return { kind: 'applied', taskId: created.item_id };
  }
  // A change to a task whose create was never applied has nothing left to change.
  if (change.taskId === null || change.taskId < 0) return { kind: 'gone' };
  const path = `/backlog/task/${change.taskId}`;
  if (change.kind === 'delete') {
    await api.request('DELETE', path, { auth: true, headers, response: messageResponse });
  } else {
    const changed = await api.request('PUT', path, {
      auth: true,
      headers,
      body: change.kind === 'move' ? { job_status: change.status } : { title: change.newTitle },
      response: task,
    });
    rememberVersion(change, changed.updated_at);
  }
  return { kind: 'applied' };
}

/** The updated_at of the task as the server has it now, or null when it is gone. */
async function currentVersion(change: QueuedChange): Promise<string | null> {
  try {
    const tasks = await api.backlog.goalTasks(change.goalId);
    return tasks.find((found) => found.item_id === change.taskId)?.updated_at ?? null;
  } catch (error) {
    const outcome = outcomeOfFailure(error);
    if (typeof outcome === 'object' && outcome.kind === 'gone') return null;
    throw error;
  }
}

/** Answers a failed send with its outcome, or throws it again for the machine to retry. */
function settled(error: unknown): ReplayOutcome {
  const outcome = outcomeOfFailure(error);
  // A second conflict (the force send has no If-Match, so none is expected) is kept to retry.
  if (outcome === 'retry' || outcome === 'conflict') throw error;
  return outcome;
}

/**
 * Replays one queued change (the machine's `sendChange`): sent with its idempotency key, so a
 * resend after a lost answer is made once; a change to a task's version sends `If-Match`. When
 * the task changed since, the later change wins: theirs → superseded; ours → sent again over
 * theirs, under a key of its own (the first key keeps the 412 answer for a day).
 */
export async function sendChange(change: QueuedChange): Promise<ReplayOutcome> {
  const headers: Record<string, string> = { 'Idempotency-Key': change.key };
  const version = change.kind === 'create' ? null : versionToMatch(change);
  if (version !== null) headers['If-Match'] = `"${version}"`;
  try {
    return await send(change, headers);
  } catch (error) {
    if (outcomeOfFailure(error) !== 'conflict') return settled(error);
  }
  const decision = settleConflict(await currentVersion(change), change.madeAt);
  if (decision !== 'force') return { kind: decision };
  try {
    return await send(change, { 'Idempotency-Key': `${change.key}:force` });
  } catch (error) {
    return settled(error);
  }
}
