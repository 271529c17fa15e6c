import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@taskboard/contract';
import type { QueueNotice } from '@taskboard/machines';
import type { Shown } from '../i18n/knownMessages';
import {
  createChange,
  deleteChange,
  isNetworkFailure,
  moveChange,
  nextTempId,
  offlineRead,
  outcomeOfFailure,
  renameChange,
  settleConflict,
  syncNoticesOf,
  syncStatusOf,
  tasksWithQueue,
} from './offlineChanges';

const stamp = (n: number) => ({ key: `key-${n}`, madeAt: `2026-11-27T10:0${n}:00.000Z` });

function taskOf(id: number, title: string, job_status: Task['job_status'] = 'NEW'): Task {
  return {
    item_id: id,
    id,
    goal_id: 7,
    title,
    job_status,
    description: 'kept',
    priority: null,
    color: null,
    icon: 'star',
    created_at: '2026-11-26T08:00:00.000Z',
    updated_at: `2026-11-26T09:00:0${id}.000Z`,
    closed_at: null,
  };
}

describe('the changes a board queues offline', () => {
  const fish = taskOf(1, 'Feed the fish');

  it('name the task, its goal and the version they were made on', () => {
    expect(moveChange(fish, 'OPEN', stamp(1))).toEqual({
      key: 'key-1',
      madeAt: '2026-11-27T10:01:00.000Z',
      kind: 'move',
      taskId: 1,
      goalId: 7,
      title: 'Feed the fish',
      status: 'OPEN',
      baseVersion: fish.updated_at,
    });
    expect(renameChange(fish, 'Feed the cat', stamp(2))).toMatchObject({
      kind: 'rename',
      title: 'Feed the fish',
      newTitle: 'Feed the cat',
      baseVersion: fish.updated_at,
    });
    expect(deleteChange(fish, stamp(3))).toMatchObject({ kind: 'delete', taskId: 1 });
  });

  it('have no version for a task created offline (a temp id), nor for a new task', () => {
    expect(moveChange(taskOf(-1, 'Water'), 'CLOSED', stamp(1)).baseVersion).toBeNull();
    expect(createChange({ goalId: 7, title: 'Water' }, -1, stamp(1))).toMatchObject({
      kind: 'create',
      taskId: null,
      tempId: -1,
      status: 'NEW',
      baseVersion: null,
    });
  });

  it('give each task created offline a temp id no queued task has', () => {
    expect(nextTempId([])).toBe(-1);
    const queue = [
      createChange({ goalId: 7, title: 'A' }, -1, stamp(1)),
      moveChange(fish, 'OPEN', stamp(2)),
      createChange({ goalId: 7, title: 'B' }, -2, stamp(3)),
    ];
    expect(nextTempId(queue)).toBe(-3);
  });
});

describe('the board with its queue', () => {
  it('shows moves, renames, deletions and new tasks, keeping what the queue does not change', () => {
    const tasks = [taskOf(1, 'Fish'), taskOf(2, 'Cat'), taskOf(3, 'Dog')];
    const queue = [
      moveChange(tasks[0]!, 'CLOSED', stamp(1)),
      renameChange(tasks[1]!, 'Kitten', stamp(2)),
      deleteChange(tasks[2]!, stamp(3)),
      createChange({ goalId: 7, title: 'Hamster' }, -1, stamp(4)),
    ];
    const shown = tasksWithQueue(tasks, queue);
    expect(shown.map((task) => [task.item_id, task.title, task.job_status])).toEqual([
      [1, 'Fish', 'CLOSED'],
      [2, 'Kitten', 'NEW'],
      [-1, 'Hamster', 'NEW'],
    ]);
    expect(shown[0]).toMatchObject({ description: 'kept', icon: 'star' });
    // A board read from the copy already has the queue applied: applying it again changes nothing.
    expect(tasksWithQueue(shown, queue)).toEqual(shown);
  });
});

describe('a replayed change that failed', () => {
  const failure = (status: number, detail?: string) => ({ status, message: 'HTTP', detail });

  it('stays queued for no network, a failing server or a change still running there', () => {
    expect(isNetworkFailure(failure(0))).toBe(true);
    expect(isNetworkFailure(failure(500))).toBe(false);
    for (const status of [0, 500, 503, 409])
      expect(outcomeOfFailure(failure(status))).toBe('retry');
    expect(outcomeOfFailure(new Error('no status'))).toBe('retry');
  });

  it('is a conflict on 412, gone on 404, refused with the server’s message otherwise', () => {
    expect(outcomeOfFailure(failure(412))).toBe('conflict');
    expect(outcomeOfFailure(failure(404))).toEqual({ kind: 'gone' });
    expect(outcomeOfFailure(failure(422, 'Title is too long'))).toEqual({
      kind: 'refused',
      message: 'Title is too long',
    });
    // By its id when the server named one, so the banner can say it in the reader's language.
    expect(
      outcomeOfFailure({
        ...failure(422, 'The title is required'),
        messageId: 'task.titleRequired',
      }),
    ).toEqual({ kind: 'refused', message: { id: 'task.titleRequired' } });
  });

  it('in a conflict, lets the later change win', () => {
    const madeAt = '2026-11-27T10:00:00.000Z';
    expect(settleConflict('2026-11-27T10:00:01.000Z', madeAt)).toBe('superseded');
    expect(settleConflict('2026-11-27T09:59:59.000Z', madeAt)).toBe('force');
    expect(settleConflict(null, madeAt)).toBe('gone');
  });
});

describe('the sync banner', () => {
  it('says offline, sending, or nothing', () => {
    expect(syncStatusOf(false, false)).toBe('offline');
    expect(syncStatusOf(true, true)).toBe('syncing');
    expect(syncStatusOf(true, false)).toBe('online');
  });

  it('tells each notice in its own kind', () => {
    const notices: QueueNotice[] = [
      { key: 'a', kind: 'superseded', title: 'Fish' },
      { key: 'b', kind: 'gone', title: 'Cat' },
      { key: 'c', kind: 'refused', title: 'Dog', message: 'Title is too long' },
    ];
    expect(syncNoticesOf(notices)).toEqual([
      { id: 'a', kind: 'changedElsewhere', subject: 'Fish', detail: null },
      { id: 'b', kind: 'deletedElsewhere', subject: 'Cat', detail: null },
      { id: 'c', kind: 'refused', subject: 'Dog', detail: 'Title is too long' },
    ]);
  });

  it("shows a refusal's message through the translation it is given", () => {
    const refused: QueueNotice = {
      key: 'c',
      kind: 'refused',
      title: 'Dog',
      message: { id: 'task.titleRequired' },
    };
    const show = (shown: Shown) => (typeof shown === 'string' ? shown : `«${shown.id}»`);
    expect(syncNoticesOf([refused], show)).toEqual([
      { id: 'c', kind: 'refused', subject: 'Dog', detail: '«task.titleRequired»' },
    ]);
  });
});

describe('a read answered from the copy kept on the device', () => {
  afterEach(() => vi.unstubAllGlobals());
  const offline = (onLine: boolean) => vi.stubGlobal('navigator', { onLine });

  it('is one that never reached the server while the browser says it is offline', () => {
    offline(false);
    expect(offlineRead({ status: 0 })).toBe(true);
    expect(offlineRead({ status: 500 })).toBe(false);
  });

  it('is not one whose server is out of reach on a connected device (its own failure shows)', () => {
    offline(true);
    expect(offlineRead({ status: 0 })).toBe(false);
  });
});
