import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  rewardRequestFailureMessages,
  rewardRequestMachine,
  undoMsLeft,
  type RewardDecision,
  type RewardRequestRecord,
} from './rewardRequestMachine';

const coverage = createTransitionCoverage(rewardRequestMachine);
afterAll(() => coverage.assertComplete());

const TEN_MINUTES = 10 * 60_000;
const start = Date.parse('2026-11-26T15:00:00Z');

/** A server that answers the calls as the API does, or fails the ones it is told to. */
function startRequest(
  request: RewardRequestRecord | null = null,
  failing: Partial<Record<'ask' | 'approve' | 'decline' | 'undo', unknown>> = {},
) {
  const clock = new SimulatedClock();
  clock.set(start);
  const calls: string[] = [];
  let changes = 0;
  const answer = (record: RewardRequestRecord, kind: keyof typeof failing) => {
    if (kind in failing) throw failing[kind];
    return record;
  };
  const machine = rewardRequestMachine.provide({
    actors: {
      askReward: fromPromise(async () => {
        calls.push('ask');
        return answer({ id: 7, status: 'PENDING', undo_until: null }, 'ask');
      }),
      approveRequest: fromPromise(async ({ input }: { input: RewardDecision }) => {
        calls.push(`approve ${input.id} ${input.note}`);
        const undoUntil = new Date(clock.now() + TEN_MINUTES).toISOString();
        return answer({ id: input.id, status: 'APPROVED', undo_until: undoUntil }, 'approve');
      }),
      declineRequest: fromPromise(async ({ input }: { input: RewardDecision }) => {
        calls.push(`decline ${input.id} ${input.note}`);
        return answer({ id: input.id, status: 'DECLINED', undo_until: null }, 'decline');
      }),
      undoRequest: fromPromise(async ({ input }: { input: { id: number } }) => {
        calls.push(`undo ${input.id}`);
        return answer({ id: input.id, status: 'UNDONE', undo_until: null }, 'undo');
      }),
    },
    actions: { notifyChanged: () => void changes++ },
  });
  const actor = createActor(machine, {
    clock,
    input: { request, now: () => clock.now() },
    inspect: coverage.inspect,
  }).start();
  return { actor, clock, calls, changes: () => changes };
}

const approvedUntil = (ms: number): RewardRequestRecord => ({
  id: 3,
  status: 'APPROVED',
  undo_until: new Date(start + ms).toISOString(),
});

describe('rewardRequestMachine', () => {
  it('starts where the server says the request stands', () => {
    expect(startRequest().actor.getSnapshot().value).toBe('idle');
    expect(
      startRequest({ id: 1, status: 'PENDING', undo_until: null }).actor.getSnapshot().value,
    ).toBe('pending');
    expect(
      startRequest({ id: 1, status: 'DECLINED', undo_until: null }).actor.getSnapshot().value,
    ).toBe('declined');
    expect(
      startRequest({ id: 1, status: 'UNDONE', undo_until: null }).actor.getSnapshot().value,
    ).toBe('undone');
    expect(startRequest(approvedUntil(60_000)).actor.getSnapshot().value).toEqual({
      approved: 'undoable',
    });
    // An approval whose undo window has passed is settled at once.
    expect(startRequest(approvedUntil(-1)).actor.getSnapshot().value).toEqual({
      approved: 'settled',
    });
  });

  it('asks, waits for the parent, and is approved with a note; undo closes after 10 minutes', async () => {
    const { actor, clock, calls, changes } = startRequest();
    actor.send({ type: 'request.ask' });
    expect(actor.getSnapshot().value).toBe('asking');
    await waitFor(actor, (s) => s.matches('pending'));
    expect(actor.getSnapshot().context.request).toEqual({
      id: 7,
      status: 'PENDING',
      undo_until: null,
    });
    expect(changes()).toBe(1);

    actor.send({ type: 'request.approve', note: '  Saturday!  ' });
    expect(actor.getSnapshot().value).toBe('approving');
    await waitFor(actor, (s) => s.matches({ approved: 'undoable' }));
    expect(calls).toEqual(['ask', 'approve 7 Saturday!']);
    expect(undoMsLeft(actor.getSnapshot().context.request, clock.now())).toBe(TEN_MINUTES);
    expect(changes()).toBe(2);

    clock.increment(TEN_MINUTES - 1);
    expect(actor.getSnapshot().matches({ approved: 'undoable' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ approved: 'settled' });
    actor.send({ type: 'request.undo' });
    expect(actor.getSnapshot().value).toEqual({ approved: 'settled' });
    expect(calls).toHaveLength(2);
  });

  it('undoes an approval within the window, and the child may ask again', async () => {
    const { actor, calls, changes } = startRequest(approvedUntil(TEN_MINUTES));
    actor.send({ type: 'request.undo' });
    expect(actor.getSnapshot().value).toBe('undoing');
    await waitFor(actor, (s) => s.matches('undone'));
    expect(calls).toEqual(['undo 3']);
    expect(changes()).toBe(1);
    actor.send({ type: 'request.ask' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls).toEqual(['undo 3', 'ask']);
  });

  it('declines with a blank note as none, and the child may ask again; after an approval too', async () => {
    const { actor, calls } = startRequest({ id: 4, status: 'PENDING', undo_until: null });
    actor.send({ type: 'request.decline', note: '   ' });
    expect(actor.getSnapshot().value).toBe('declining');
    await waitFor(actor, (s) => s.matches('declined'));
    actor.send({ type: 'request.ask' });
    expect(actor.getSnapshot().value).toBe('asking');
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls).toEqual(['decline 4 null', 'ask']);

    const again = startRequest(approvedUntil(-1));
    again.actor.send({ type: 'request.ask' });
    await waitFor(again.actor, (s) => s.matches('pending'));
    expect(again.calls).toEqual(['ask']);
  });

  it('keeps each failure in the server words or the catalogue words, and goes back', async () => {
    const notEnough = { status: 400, detail: 'Not enough stars yet: 2 more stars are needed' };
    const asking = startRequest(null, { ask: notEnough });
    asking.actor.send({ type: 'request.ask' });
    await waitFor(asking.actor, (s) => s.matches('idle') && s.context.errorMessage !== null);
    expect(asking.actor.getSnapshot().context.errorMessage).toBe(notEnough.detail);
    asking.actor.send({ type: 'request.dismissError' });
    expect(asking.actor.getSnapshot().context.errorMessage).toBeNull();
    expect(asking.changes()).toBe(0);

    const pending = { id: 5, status: 'PENDING', undo_until: null } as const;
    const approving = startRequest(pending, { approve: { status: 500 } });
    approving.actor.send({ type: 'request.approve' });
    await waitFor(approving.actor, (s) => s.matches('pending') && s.context.errorMessage !== null);
    expect(approving.actor.getSnapshot().context.errorMessage).toEqual({
      id: 'stars.approveFailed',
    });
    expect(rewardRequestFailureMessages.approve).toEqual({ id: 'stars.approveFailed' });
    expect(approving.calls).toEqual(['approve 5 null']);

    const declining = startRequest(pending, { decline: new Error('offline') });
    declining.actor.send({ type: 'request.decline', note: 'Not today' });
    await waitFor(declining.actor, (s) => s.matches('pending') && s.context.errorMessage !== null);
    expect(declining.actor.getSnapshot().context.errorMessage).toBe('offline');

    const late = { status: 409, detail: 'An approval can only be undone within 10 minutes' };
    const undoing = startRequest(approvedUntil(60_000), { undo: late });
    undoing.actor.send({ type: 'request.undo' });
    await waitFor(undoing.actor, (s) => s.matches('approved') && s.context.errorMessage !== null);
    expect(undoing.actor.getSnapshot().value).toEqual({ approved: 'undoable' });
    expect(undoing.actor.getSnapshot().context.errorMessage).toBe(late.detail);

    // An ApiError that names the server's message is kept by its id.
    const named = {
      status: 409,
      detail: late.detail,
      messageId: 'stars.undoTooLate',
    };
    const naming = startRequest(approvedUntil(60_000), { undo: named });
    naming.actor.send({ type: 'request.undo' });
    await waitFor(naming.actor, (s) => s.matches('approved') && s.context.errorMessage !== null);
    expect(naming.actor.getSnapshot().context.errorMessage).toEqual({ id: 'stars.undoTooLate' });
  });

  it("follows the server's view on a reload, except while its own call is under way", async () => {
    const { actor } = startRequest();
    actor.send({ type: 'request.sync', request: { id: 9, status: 'PENDING', undo_until: null } });
    expect(actor.getSnapshot().value).toBe('pending');
    // The other account declined meanwhile.
    actor.send({ type: 'request.sync', request: { id: 9, status: 'DECLINED', undo_until: null } });
    expect(actor.getSnapshot().value).toBe('declined');

    const stale = { id: 9, status: 'PENDING', undo_until: null } as const;
    actor.send({ type: 'request.ask' });
    actor.send({ type: 'request.sync', request: null });
    expect(actor.getSnapshot().value).toBe('asking');
    await waitFor(actor, (s) => s.matches('pending'));

    actor.send({ type: 'request.approve' });
    actor.send({ type: 'request.sync', request: stale });
    expect(actor.getSnapshot().value).toBe('approving');
    await waitFor(actor, (s) => s.matches('approved'));

    actor.send({ type: 'request.undo' });
    actor.send({ type: 'request.sync', request: stale });
    expect(actor.getSnapshot().value).toBe('undoing');
    await waitFor(actor, (s) => s.matches('undone'));

    actor.send({ type: 'request.sync', request: stale });
    actor.send({ type: 'request.decline' });
    actor.send({ type: 'request.sync', request: stale });
    expect(actor.getSnapshot().value).toBe('declining');
    await waitFor(actor, (s) => s.matches('declined'));
  });

  it('reads no time left from a request that cannot be undone', () => {
    expect(undoMsLeft(null, start)).toBe(0);
    expect(undoMsLeft({ id: 1, status: 'PENDING', undo_until: null }, start)).toBe(0);
    expect(undoMsLeft({ id: 1, status: 'APPROVED', undo_until: 'soon' }, start)).toBe(0);
    expect(undoMsLeft(approvedUntil(5000), start)).toBe(5000);
  });
});
