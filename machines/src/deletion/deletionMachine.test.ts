import { createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import { deletionMachine, type DeletionTarget } from './deletionMachine';

const coverage = createTransitionCoverage(deletionMachine);
afterAll(() => coverage.assertComplete());

const goal: DeletionTarget = { kind: 'goal', itemId: 7, title: 'Tidy the room' };
const task: DeletionTarget = { kind: 'task', itemId: 9, title: 'Pick up toys' };

function startDeletion(remove: (target: DeletionTarget) => Promise<void> = async () => {}) {
  const deleted: DeletionTarget[] = [];
  const calls: DeletionTarget[] = [];
  const machine = deletionMachine.provide({
    actors: {
      deleteItem: fromPromise(async ({ input }: { input: DeletionTarget }) => {
        calls.push(input);
        await remove(input);
      }),
    },
    actions: { notifyDeleted: (_, target) => void deleted.push(target) },
  });
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  return { actor, deleted, calls };
}

describe('deletionMachine', () => {
  it('asks first, then deletes the goal and tells the board', async () => {
    const { actor, deleted, calls } = startDeletion();
    actor.send({ type: 'deletion.request', target: goal });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toEqual([]);
    actor.send({ type: 'deletion.confirm' });
    expect(actor.getSnapshot().value).toBe('pending');
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([goal]);
    expect(deleted).toEqual([goal]);

    actor.send({ type: 'deletion.request', target: task });
    expect(actor.getSnapshot().context.target).toEqual(task);
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('shows the board error on failure, then retries or cancels', async () => {
    let fail = true;
    const { actor, deleted } = startDeletion(async () => {
      if (fail) throw new Error('500');
    });
    actor.send({ type: 'deletion.request', target: task });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.errorMessage).toEqual({ id: 'task.deleteFailed' });
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'deletion.request', target: goal });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.errorMessage).toEqual({ id: 'goal.deleteFailed' });
    fail = false;
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(deleted).toEqual([goal]);
  });
});
