import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  applyQueued,
  noticeFor,
  offlineQueueMachine,
  pendingTaskIds,
  queuedTask,
  settleChange,
  type OfflineQueueInput,
  type QueuedChange,
  type ReplayOutcome,
} from './offlineQueueMachine';

const coverage = createTransitionCoverage(offlineQueueMachine);
afterAll(() => coverage.assertComplete());

let keys = 0;
const madeAt = '2026-11-26T15:00:00.000Z';

const move = (taskId: number, status: QueuedChange['status'] = 'OPEN'): QueuedChange => ({
  key: `k${++keys}`,
  kind: 'move',
  taskId,
  goalId: 1,
  title: `Task ${taskId}`,
  status,
  baseVersion: '2026-11-26T14:00:00.000Z',
  madeAt,
});

const rename = (taskId: number, newTitle: string): QueuedChange => ({
  ...move(taskId),
  kind: 'rename',
  status: undefined,
  newTitle,
});

const create = (tempId: number, title: string): QueuedChange => ({
  key: `k${++keys}`,
  kind: 'create',
  taskId: null,
  goalId: 1,
  title,
  baseVersion: null,
  madeAt,
  tempId,
});

const remove = (taskId: number): QueuedChange => ({ ...move(taskId), kind: 'delete' });

type Answer = ReplayOutcome | { fail: unknown };

/**
 * A store holding `stored` and a server answering each send from `answers` in turn (applied when
 * none are left). `holdLoad` keeps the store's read open until `finishLoad()`; `holdSends` keeps
 * each send open until `releaseSend()`.
 */
function startQueue(
  options: {
    stored?: QueuedChange[];
    loadFails?: boolean;
    holdLoad?: boolean;
    holdSends?: boolean;
    input?: OfflineQueueInput;
  } = {},
) {
  const clock = new SimulatedClock();
  const answers: Answer[] = [];
  const sent: QueuedChange[] = [];
  const persisted: string[][] = [];
  const replayed: { change: QueuedChange; outcome: ReplayOutcome }[] = [];
  let drained = 0;
  let finishLoad = () => {};
  const held: (() => void)[] = [];

  const machine = offlineQueueMachine.provide({
    actors: {
      loadQueue: fromPromise<QueuedChange[], void>(async () => {
        if (options.holdLoad) await new Promise<void>((resolve) => (finishLoad = resolve));
        if (options.loadFails) throw new Error('IndexedDB is not available');
        return options.stored ?? [];
      }),
      sendChange: fromPromise<ReplayOutcome, { change: QueuedChange }>(async ({ input }) => {
        sent.push(input.change);
        if (options.holdSends) await new Promise<void>((resolve) => held.push(resolve));
        const answer = answers.shift() ?? { kind: 'applied' };
        if ('fail' in answer) throw answer.fail;
        return answer;
      }),
    },
    actions: {
      persistQueue: (_, params) => void persisted.push(params.queue.map((change) => change.key)),
      changeReplayed: (_, params) => void replayed.push(params),
      queueDrained: () => void drained++,
    },
  });
  const actor = createActor(machine, {
    clock,
    input: options.input ?? {},
    inspect: coverage.inspect,
  }).start();
  return {
    actor,
    clock,
    sent,
    persisted,
    replayed,
    answer: (...next: Answer[]) => answers.push(...next),
    drained: () => drained,
    finishLoad: () => finishLoad(),
    releaseSend: () => held.shift()?.(),
    queueKeys: () => actor.getSnapshot().context.queue.map((change) => change.key),
  };
}

const networkDown = { fail: { status: 0, message: 'Failed to fetch' } };
const serverFailed = { fail: { status: 502, message: 'Bad gateway' } };

describe('offlineQueueMachine', () => {
  it('replays the stored queue in order and reloads the board once when drained', async () => {
    const stored = [move(1), rename(2, 'Feed the cat'), remove(3)];
    const { actor, sent, persisted, replayed, drained } = startQueue({ stored });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent.map((change) => change.key)).toEqual(stored.map((change) => change.key));
    expect(replayed.map(({ change }) => change.key)).toEqual(stored.map((change) => change.key));
    expect(persisted).toEqual([
      stored.map((change) => change.key),
      [stored[1]!.key, stored[2]!.key],
      [stored[2]!.key],
      [],
    ]);
    expect(drained()).toBe(1);
    expect(actor.getSnapshot().context.notices).toEqual([]);
  });

  it('keeps the stored queue ahead of changes enqueued while it is read', async () => {
    const stored = [move(1), move(2)];
    const early = move(3);
    const { actor, sent, persisted, finishLoad } = startQueue({
      stored,
      holdLoad: true,
      input: { online: false },
    });
    actor.send({ type: 'queue.enqueue', change: early });
    actor.send({ type: 'queue.enqueue', change: stored[0]! });
    // Nothing is written before the stored queue is read, so it is not overwritten.
    expect(persisted).toEqual([]);
    finishLoad();
    await waitFor(actor, (s) => s.matches('idle'));
    const order = [stored[0]!.key, stored[1]!.key, early.key];
    expect(actor.getSnapshot().context.queue.map((change) => change.key)).toEqual(order);
    expect(persisted).toEqual([order]);
    expect(sent).toEqual([]);
  });

  it('goes on with what was enqueued when the store cannot be read', async () => {
    const change = move(4);
    const { actor, persisted, sent, finishLoad } = startQueue({
      loadFails: true,
      holdLoad: true,
      input: { online: false },
    });
    actor.send({ type: 'queue.enqueue', change });
    finishLoad();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.queue).toEqual([change]);
    expect(persisted).toEqual([]);
    actor.send({ type: 'queue.online' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.queue.length === 0);
    expect(sent).toEqual([change]);
  });

  it('queues offline, and replays when the connection returns', async () => {
    const { actor, sent, persisted, drained, queueKeys } = startQueue({ input: { online: false } });
    await waitFor(actor, (s) => s.matches('idle'));
    const first = move(1);
    const second = move(1, 'CLOSED');
    actor.send({ type: 'queue.enqueue', change: first });
    actor.send({ type: 'queue.enqueue', change: second });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(queueKeys()).toEqual([first.key, second.key]);
    expect(persisted).toEqual([[], [first.key], [first.key, second.key]]);
    expect(sent).toEqual([]);

    actor.send({ type: 'queue.online' });
    expect(actor.getSnapshot().value).toBe('replaying');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([first, second]);
    expect(drained()).toBe(1);

    // Online and idle: an enqueue is sent at once.
    const third = rename(5, 'Tidy up');
    actor.send({ type: 'queue.enqueue', change: third });
    expect(actor.getSnapshot().value).toBe('replaying');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([first, second, third]);
    expect(drained()).toBe(2);
  });

  it('keeps the head after a network failure and resends it after retryMs', async () => {
    const head = move(1);
    const next = move(2);
    const { actor, clock, sent, answer, drained, queueKeys } = startQueue({
      stored: [head, next],
      input: { retryMs: 5000 },
    });
    answer(networkDown, serverFailed);
    await waitFor(actor, (s) => s.matches('retrying') && sent.length === 1);
    expect(queueKeys()).toEqual([head.key, next.key]);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('replaying');
    await waitFor(actor, (s) => s.matches('retrying') && sent.length === 2);
    clock.increment(5000);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent.map((change) => change.key)).toEqual([head.key, head.key, head.key, next.key]);
    expect(drained()).toBe(1);
  });

  it('stops resending once offline, and a sync replays at once', async () => {
    const head = move(1);
    const { actor, clock, sent, answer, queueKeys } = startQueue({ stored: [head] });
    answer(networkDown);
    await waitFor(actor, (s) => s.matches('retrying'));
    actor.send({ type: 'queue.sync' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toHaveLength(2);

    answer(networkDown);
    actor.send({ type: 'queue.enqueue', change: move(2) });
    await waitFor(actor, (s) => s.matches('retrying'));
    actor.send({ type: 'queue.offline' });
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(60_000);
    expect(sent).toHaveLength(3);

    // Background Sync asks even though the device last said offline; an empty queue stays idle.
    actor.send({ type: 'queue.sync' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.queue.length === 0);
    expect(sent).toHaveLength(4);
    actor.send({ type: 'queue.sync' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(queueKeys()).toEqual([]);
  });

  it('goes idle when a send fails after the device went offline', async () => {
    const head = move(1);
    const { actor, sent, answer, releaseSend, queueKeys } = startQueue({
      stored: [head],
      holdSends: true,
    });
    answer(networkDown);
    await waitFor(actor, (s) => s.matches('replaying') && sent.length === 1);
    actor.send({ type: 'queue.offline' });
    expect(actor.getSnapshot().value).toBe('replaying');
    releaseSend();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(queueKeys()).toEqual([head.key]);

    // Back online while a send is under way: nothing is sent twice.
    actor.send({ type: 'queue.online' });
    actor.send({ type: 'queue.online' });
    await waitFor(actor, (s) => s.matches('replaying') && sent.length === 2);
    releaseSend();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([head, head]);
  });

  it('drops a superseded, gone or refused change with a notice, and a notice can be dismissed', async () => {
    const stored = [move(1), move(2), rename(3, 'Walk the dog'), move(4)];
    const { actor, answer, replayed, drained } = startQueue({ stored });
    answer(
      { kind: 'superseded' },
      { kind: 'gone' },
      { kind: 'refused', message: 'Title is too long' },
    );
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(actor.getSnapshot().context.notices).toEqual([
      { key: stored[0]!.key, kind: 'superseded', title: 'Task 1' },
      { key: stored[1]!.key, kind: 'gone', title: 'Task 2' },
      { key: stored[2]!.key, kind: 'refused', title: 'Task 3', message: 'Title is too long' },
    ]);
    expect(replayed.map(({ outcome }) => outcome.kind)).toEqual([
      'superseded',
      'gone',
      'refused',
      'applied',
    ]);
    expect(drained()).toBe(1);

    actor.send({ type: 'queue.dismissNotice', key: stored[1]!.key });
    expect(actor.getSnapshot().context.notices.map((notice) => notice.kind)).toEqual([
      'superseded',
      'refused',
    ]);
  });

  it('appends what is enqueued during a replay, behind the head', async () => {
    const head = move(1);
    const { actor, sent, persisted, releaseSend, queueKeys } = startQueue({
      stored: [head],
      holdSends: true,
    });
    await waitFor(actor, (s) => s.matches('replaying') && sent.length === 1);
    const later = [move(2), move(3)];
    for (const change of later) actor.send({ type: 'queue.enqueue', change });
    expect(queueKeys()).toEqual([head.key, later[0]!.key, later[1]!.key]);
    expect(persisted.at(-1)).toEqual(queueKeys());
    releaseSend();
    await waitFor(actor, () => sent.length === 2);
    releaseSend();
    await waitFor(actor, () => sent.length === 3);
    releaseSend();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent.map((change) => change.key)).toEqual([head.key, ...later.map((c) => c.key)]);
  });

  it('appends while waiting to resend', async () => {
    const head = move(1);
    const { actor, clock, sent, answer, queueKeys } = startQueue({ stored: [head] });
    answer(networkDown);
    await waitFor(actor, (s) => s.matches('retrying'));
    const later = move(2);
    actor.send({ type: 'queue.enqueue', change: later });
    expect(queueKeys()).toEqual([head.key, later.key]);
    clock.increment(5000);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent.map((change) => change.key)).toEqual([head.key, head.key, later.key]);
  });

  it('sends later changes to a task created offline with the id the server gave it', async () => {
    const made = create(-1, 'Water the plants');
    const moved = move(-1);
    const renamed = rename(-1, 'Water the garden');
    const other = move(8);
    const { actor, sent, answer, replayed } = startQueue({
      stored: [made, moved, other, renamed],
    });
    answer({ kind: 'applied', taskId: 41 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent.map((change) => change.taskId)).toEqual([null, 41, 8, 41]);
    expect(replayed[0]).toEqual({ change: made, outcome: { kind: 'applied', taskId: 41 } });
  });

  it('drops the later changes to a created task that was refused', async () => {
    const made = create(-2, 'x'.repeat(300));
    const moved = move(-2);
    const other = move(9);
    const { actor, sent, answer } = startQueue({ stored: [made, moved, other] });
    answer({ kind: 'refused', message: 'Title is too long' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([made, other]);
    expect(actor.getSnapshot().context.notices).toHaveLength(1);
  });
});

describe('offline queue helpers', () => {
  const tasks = [
    { id: 1, goal_id: 1, title: 'Read', job_status: 'NEW', updated_at: 'a', position: 0 },
    { id: 2, goal_id: 1, title: 'Draw', job_status: 'NEW', updated_at: 'b', position: 1 },
    { id: 3, goal_id: 1, title: 'Swim', job_status: 'CLOSED', updated_at: 'c', position: 2 },
  ];

  it('marks the tasks with a change waiting, temp ids included', () => {
    expect(pendingTaskIds([])).toEqual(new Set());
    expect(pendingTaskIds([move(1), rename(1, 'x'), create(-3, 'New'), move(-3)])).toEqual(
      new Set([1, -3]),
    );
  });

  it('shows the board as it will be once the queue is replayed', () => {
    const queue = [
      move(1, 'OPEN'),
      rename(2, 'Draw a cat'),
      remove(3),
      create(-1, 'Sing'),
      move(-1, 'CLOSED'),
      move(99),
    ];
    const shown = applyQueued(tasks, queue, (change) => ({
      ...queuedTask(change),
      position: 9,
    }));
    expect(shown).toEqual([
      { ...tasks[0], job_status: 'OPEN' },
      { ...tasks[1], title: 'Draw a cat' },
      { id: -1, goal_id: 1, title: 'Sing', job_status: 'CLOSED', updated_at: madeAt, position: 9 },
    ]);
    // The tasks given are left as they were.
    expect(tasks[0]!.job_status).toBe('NEW');
  });

  it('builds created tasks itself when no factory is given, and skips what it cannot place', () => {
    const { tempId: _tempId, ...withoutTempId } = create(-5, 'Lost');
    const shown = applyQueued(
      [{ id: 1, goal_id: 1, title: 'Read', job_status: 'NEW', updated_at: 'a' }],
      [
        create(-4, 'Sing'),
        create(-4, 'Sing again'),
        withoutTempId,
        { ...move(1), status: undefined },
        { ...rename(1, 'x'), newTitle: undefined },
      ],
    );
    expect(shown).toEqual([
      { id: 1, goal_id: 1, title: 'Read', job_status: 'NEW', updated_at: 'a' },
      { id: -4, goal_id: 1, title: 'Sing', job_status: 'NEW', updated_at: madeAt },
    ]);
  });

  it('settles a change and says which outcomes are told', () => {
    const made = create(-1, 'Sing');
    const later = move(-1);
    expect(settleChange([made, later], made, { kind: 'applied' })).toEqual([later]);
    expect(noticeFor(later, { kind: 'applied' })).toBeNull();
    expect(noticeFor(later, { kind: 'gone' })).toEqual({
      key: later.key,
      kind: 'gone',
      title: later.title,
    });
  });
});
