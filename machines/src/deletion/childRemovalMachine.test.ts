import type { Message } from '@taskboard/contract';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  PARENT_PASSWORD_REQUIRED,
  PARENT_REFUSAL,
  PRIMARY_CHILD_REFUSAL,
  childRemovalMachine,
  type FamilyMember,
  type RemoveChildRequest,
} from './childRemovalMachine';

const coverage = createTransitionCoverage(childRemovalMachine);
afterAll(() => coverage.assertComplete());

const parent: FamilyMember = { username: 'sam', account_type: 'PARENT', is_primary_child: false };
const primary: FamilyMember = { username: 'lea', account_type: 'CHILD', is_primary_child: true };
const child: FamilyMember = { username: 'mia', account_type: 'CHILD', is_primary_child: false };

function startRemoval(remove: (request: RemoveChildRequest) => Promise<void> = async () => {}) {
  const calls: RemoveChildRequest[] = [];
  const alerts: (Message | null)[] = [];
  let reloads = 0;
  const machine = childRemovalMachine.provide({
    actors: {
      removeChild: fromPromise(async ({ input }: { input: RemoveChildRequest }) => {
        calls.push(input);
        await remove(input);
      }),
    },
    actions: {
      alertRefusal: (_, message) => void alerts.push(message),
      reloadFamily: () => void reloads++,
    },
  });
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  return { actor, calls, alerts, reloads: () => reloads };
}

describe('childRemovalMachine', () => {
  it('refuses the parent and the primary child before any call', () => {
    const { actor, calls, alerts } = startRemoval();
    actor.send({ type: 'childRemoval.request', child: parent });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe(PARENT_REFUSAL);
    actor.send({ type: 'childRemoval.cancel' });
    actor.send({ type: 'childRemoval.request', child: primary });
    expect(actor.getSnapshot().context.refusal).toBe(PRIMARY_CHILD_REFUSAL);
    expect(alerts).toEqual([PARENT_REFUSAL, PRIMARY_CHILD_REFUSAL]);
    expect(calls).toEqual([]);
  });

  it('needs the parent password, then removes the child and reloads the family', async () => {
    const { actor, calls, reloads } = startRemoval();
    actor.send({ type: 'childRemoval.request', child });
    actor.send({ type: 'childRemoval.setPassword', password: '   ' });
    actor.send({ type: 'childRemoval.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.errorMessage).toBe(PARENT_PASSWORD_REQUIRED);
    expect(calls).toEqual([]);

    actor.send({ type: 'childRemoval.setPassword', password: 'parent-pw' });
    actor.send({ type: 'childRemoval.confirm' });
    expect(actor.getSnapshot().value).toBe('removing');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ child_username: 'mia', parent_password: 'parent-pw' }]);
    expect(reloads()).toBe(1);
  });

  it('shows the server detail or the catalogue message and lets the parent cancel', async () => {
    const { actor, reloads } = startRemoval(async () => {
      throw { status: 401, detail: 'Invalid parent password' };
    });
    actor.send({ type: 'childRemoval.request', child });
    actor.send({ type: 'childRemoval.setPassword', password: 'wrong' });
    actor.send({ type: 'childRemoval.confirm' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Invalid parent password');
    actor.send({ type: 'childRemoval.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.child).toBeNull();
    expect(reloads()).toBe(0);

    const silent = startRemoval(async () => {
      throw { status: 500 };
    });
    silent.actor.send({ type: 'childRemoval.request', child });
    silent.actor.send({ type: 'childRemoval.setPassword', password: 'pw' });
    silent.actor.send({ type: 'childRemoval.confirm' });
    await waitFor(silent.actor, (s) => s.matches('confirming'));
    expect(silent.actor.getSnapshot().context.errorMessage).toEqual({
      id: 'family.removeChildFailed',
    });
  });
});
