import { createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '@taskboard/contract';
import { createTransitionCoverage } from '../testing/coverage';
import {
  otherSessionCount,
  revocationFailureDetail,
  sessionsMachine,
  type SessionsInput,
} from './sessionsMachine';

const coverage = createTransitionCoverage(sessionsMachine);
afterAll(() => coverage.assertComplete());

const session = (id: number, is_current = false): AccountSession => ({
  id,
  device: 'Desktop',
  browser: `Browser ${id}`,
  location: 'Unknown',
  last_active: '2026-11-26T15:00:00Z',
  is_current,
});

type Call = 'load' | 'revoke' | 'revokeOthers';

/**
 * A server that keeps the sessions and answers the calls as the API does. `failing` lists, per
 * call, how its next calls end: an error to fail with, or null to answer. The first of `load` is
 * the settings route loader's read, which the machine starts with.
 */
function startSessions(sessions: AccountSession[], failing: Partial<Record<Call, unknown[]>> = {}) {
  let stored = [...sessions];
  const calls: string[] = [];
  const answer = (call: Call) => {
    const error = failing[call]?.shift() ?? null;
    if (error !== null) throw error;
  };
  const machine = sessionsMachine.provide({
    actors: {
      loadSessions: fromPromise(async () => {
        calls.push('load');
        answer('load');
        return stored;
      }),
      revokeSession: fromPromise(async ({ input }: { input: { id: number } }) => {
        calls.push(`revoke ${input.id}`);
        answer('revoke');
        stored = stored.filter((s) => s.id !== input.id);
      }),
      revokeOtherSessions: fromPromise(async () => {
        calls.push('revokeOthers');
        answer('revokeOthers');
        stored = stored.filter((s) => s.is_current);
      }),
    },
  });
  const read = failing.load?.shift() ?? null;
  const input: SessionsInput =
    read === null ? { ok: true, data: [...stored] } : { ok: false, error: read };
  const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
  return { actor, calls };
}

const notFound = {
  status: 404,
  message: 'Session not found',
  detail: 'Session not found',
  messageId: 'sessions.notFound',
};

describe('sessionsMachine', () => {
  it('starts with the list the loader read, calling nothing itself', () => {
    const { actor, calls } = startSessions([session(1, true), session(2)]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.sessions).toEqual([session(1, true), session(2)]);
    expect(calls).toEqual([]);
  });

  it("after the loader's failed read, tries again when asked until the list is read", async () => {
    const { actor, calls } = startSessions([session(1, true)], {
      load: [new Error('offline'), new Error('offline')],
    });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.sessions).toBeNull();

    actor.send({ type: 'sessions.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loadFailed'));

    actor.send({ type: 'sessions.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.sessions).toEqual([session(1, true)]);
    expect(calls).toEqual(['load', 'load']);
  });

  it('revokes one session, pending until the list is read again, then tells it', async () => {
    const { actor, calls } = startSessions([session(1, true), session(2), session(3)]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));

    actor.send({ type: 'sessions.revoke', id: 2 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'revoking' });
    expect(actor.getSnapshot().context.pending).toBe(2);
    // One revocation at a time.
    actor.send({ type: 'sessions.revoke', id: 3 });
    actor.send({ type: 'sessions.revokeOthers' });

    const reloading = await waitFor(actor, (s) => s.matches({ ready: 'reloading' }));
    expect(reloading.context.pending).toBe(2);
    expect(reloading.context.notice).toEqual({ kind: 'revoked' });

    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.pending).toBeNull();
    expect(context.sessions?.map((s) => s.id)).toEqual([1, 3]);
    expect(context.notice).toEqual({ kind: 'revoked' });
    expect(calls).toEqual(['revoke 2', 'load']);
  });

  it("keeps the server's message when a revocation fails, and the list as it was", async () => {
    const { actor, calls } = startSessions([session(1, true), session(2)], {
      revoke: [notFound, { status: 500, message: 'HTTP 500: Internal Server Error' }],
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));

    actor.send({ type: 'sessions.revoke', id: 2 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.notice !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      pending: null,
      notice: { kind: 'revokeFailed', serverMessage: { id: 'sessions.notFound' } },
    });
    expect(actor.getSnapshot().context.sessions).toHaveLength(2);

    // Without a detail of the server's own the screen's catalogue words stand.
    actor.send({ type: 'sessions.revoke', id: 2 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.pending === null);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'revokeFailed',
      serverMessage: null,
    });
    expect(calls).toEqual(['revoke 2', 'revoke 2']);
  });

  it('revokes all other sessions, and fails with the server detail or none', async () => {
    const { actor, calls } = startSessions([session(1, true), session(2), session(3)], {
      revokeOthers: [{ status: 503, message: 'HTTP 503', detail: 'Try again in a minute' }],
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));

    actor.send({ type: 'sessions.revokeOthers' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'revokingOthers' });
    expect(actor.getSnapshot().context.pending).toBe('others');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.notice !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      pending: null,
      notice: { kind: 'revokeOthersFailed', serverMessage: 'Try again in a minute' },
    });

    actor.send({ type: 'sessions.revokeOthers' });
    const reloading = await waitFor(actor, (s) => s.matches({ ready: 'reloading' }));
    expect(reloading.context.pending).toBe('others');
    expect(reloading.context.notice).toEqual({ kind: 'othersRevoked' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.sessions).toEqual([session(1, true)]);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(calls).toEqual(['revokeOthers', 'revokeOthers', 'load']);

    // Nothing left to end: the request is not sent.
    actor.send({ type: 'sessions.revokeOthers' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(calls).toHaveLength(3);
  });

  it('shows the load failure when the reload after a revocation fails, keeping the notice', async () => {
    const { actor, calls } = startSessions([session(1, true), session(2)], {
      load: [null, new Error('offline')],
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'sessions.revoke', id: 2 });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'revoked' });

    actor.send({ type: 'sessions.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.sessions).toEqual([session(1, true)]);
    expect(calls).toEqual(['revoke 2', 'load', 'load']);
  });
});

describe('revocationFailureDetail', () => {
  it("reads only the server's own detail, by its message's id when it named one", () => {
    expect(revocationFailureDetail(notFound)).toEqual({ id: 'sessions.notFound' });
    expect(revocationFailureDetail({ status: 404, detail: 'Session not found' })).toBe(
      'Session not found',
    );
    expect(revocationFailureDetail({ status: 500, message: 'HTTP 500' })).toBeNull();
    expect(revocationFailureDetail({ status: 400, detail: '   ' })).toBeNull();
    expect(revocationFailureDetail(new Error('offline'))).toBeNull();
    expect(revocationFailureDetail('boom')).toBeNull();
  });
});

describe('otherSessionCount', () => {
  it('counts every session but the current one', () => {
    expect(otherSessionCount(null)).toBe(0);
    expect(otherSessionCount([])).toBe(0);
    expect(otherSessionCount([session(1, true)])).toBe(0);
    expect(otherSessionCount([session(1, true), session(2), session(3)])).toBe(2);
  });
});
