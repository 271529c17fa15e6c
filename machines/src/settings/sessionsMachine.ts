import { assign, fromPromise, setup } from 'xstate';
import type { AccountSession, Message } from '@taskboard/contract';
import { isApiFailure, serverNotice } from '../shared/apiFailure';
import type { LoadOutcome } from '../shared/loadOutcome';

// The Security tab's list of signed-in devices (settings spec §4 Sessions): the list comes read
// by the settings route's loader (a failed read is tried again here), then one session can be
// revoked, or every session but this one. Either
// revocation ends with a notice and a reload of the list; the button stays pending until the
// list has been reloaded, so the ended session never shows as revocable again. The calls are
// actors the app provides.

/** What the last revocation left for the reader; the screen words each kind. */
export type SessionsNotice =
  | { kind: 'revoked' | 'othersRevoked' }
  | {
      kind: 'revokeFailed' | 'revokeOthersFailed';
      /**
       * The server's own message (`sessions.notFound`, or its words when it named no id), else
       * null for the catalogue's.
       */
      serverMessage: Message | string | null;
    };

/** Which revocation is under way: a session's id, or all other sessions. */
export type SessionsPending = number | 'others';

/** The sessions as the settings route's loader read them, or the failure it met. */
export type SessionsInput = LoadOutcome<AccountSession[]>;

export interface SessionsContext {
  /** Null until the list has been read. */
  sessions: AccountSession[] | null;
  pending: SessionsPending | null;
  notice: SessionsNotice | null;
}

export type SessionsEvent =
  | { type: 'sessions.retry' }
  | { type: 'sessions.revoke'; id: number }
  | { type: 'sessions.revokeOthers' };

/**
 * The server's message for a failed revocation, if it sent a detail: by its id when it named
 * one, else its words. A transport's generic words ('HTTP 500: …', a network error) are not the
 * server's: the catalogue's text reads better.
 */
export function revocationFailureDetail(error: unknown): Message | string | null {
  if (!isApiFailure(error) || !error.detail?.trim()) return null;
  return serverNotice(error) ?? null;
}

/** The sessions other than the one this page is open in; 'revoke all others' needs one. */
export function otherSessionCount(sessions: readonly AccountSession[] | null): number {
  return (sessions ?? []).filter((session) => !session.is_current).length;
}

export const sessionsMachine = setup({
  types: {
    input: {} as SessionsInput,
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
  },
  actors: {
    /** GET /users/settings/account/sessions: tried again after a failure, read after a change. */
    loadSessions: fromPromise<AccountSession[], void>(async () => {
      throw new Error('loadSessions is provided by the app');
    }),
    /** POST /users/settings/account/sessions/{id}/revoke. */
    revokeSession: fromPromise<void, { id: number }>(async () => {
      throw new Error('revokeSession is provided by the app');
    }),
    /** POST /users/settings/account/sessions/revoke-all (all but the current one). */
    revokeOtherSessions: fromPromise<void, void>(async () => {
      throw new Error('revokeOtherSessions is provided by the app');
    }),
  },
  actions: {
    takeSessions: assign({
      sessions: (_, params: { sessions: AccountSession[] }) => params.sessions,
      pending: null,
    }),
    markPending: assign({
      pending: (_, params: { pending: SessionsPending }) => params.pending,
    }),
    clearPending: assign({ pending: null }),
    tell: assign({
      notice: (_, params: { notice: SessionsNotice }) => params.notice,
    }),
    reportFailure: assign({
      pending: null,
      notice: (_, params: { kind: 'revokeFailed' | 'revokeOthersFailed'; error: unknown }) => ({
        kind: params.kind,
        serverMessage: revocationFailureDetail(params.error),
      }),
    }),
  },
  guards: {
    hasSessions: ({ context }) => context.sessions !== null,
    hasOtherSessions: ({ context }) => otherSessionCount(context.sessions) > 0,
  },
}).createMachine({
  id: 'sessions',
  context: ({ input }) => ({
    sessions: input.ok ? input.data : null,
    pending: null,
    notice: null,
  }),
  initial: 'received',
  states: {
    // The loader's answer: the list, or the failure with 'Try Again'.
    received: {
      always: [{ guard: 'hasSessions', target: 'ready' }, { target: 'loadFailed' }],
    },
    loading: {
      invoke: {
        src: 'loadSessions',
        onDone: {
          target: 'ready',
          actions: { type: 'takeSessions', params: ({ event }) => ({ sessions: event.output }) },
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'sessions.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        // One revocation at a time: the others' buttons wait for the list to be reloaded.
        idle: {
          on: {
            'sessions.revoke': {
              target: 'revoking',
              actions: { type: 'markPending', params: ({ event }) => ({ pending: event.id }) },
            },
            'sessions.revokeOthers': {
              guard: 'hasOtherSessions',
              target: 'revokingOthers',
              actions: { type: 'markPending', params: { pending: 'others' } },
            },
          },
        },
        revoking: {
          invoke: {
            src: 'revokeSession',
            input: ({ context }) => ({ id: context.pending as number }),
            onDone: {
              target: 'reloading',
              actions: { type: 'tell', params: { notice: { kind: 'revoked' } } },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ kind: 'revokeFailed' as const, error: event.error }),
              },
            },
          },
        },
        revokingOthers: {
          invoke: {
            src: 'revokeOtherSessions',
            onDone: {
              target: 'reloading',
              actions: { type: 'tell', params: { notice: { kind: 'othersRevoked' } } },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({
                  kind: 'revokeOthersFailed' as const,
                  error: event.error,
                }),
              },
            },
          },
        },
        // The list is read again after a revocation; the notice stays while it loads.
        reloading: {
          invoke: {
            src: 'loadSessions',
            onDone: {
              target: 'idle',
              actions: {
                type: 'takeSessions',
                params: ({ event }) => ({ sessions: event.output }),
              },
            },
            onError: { target: '#sessions.loadFailed', actions: 'clearPending' },
          },
        },
      },
    },
  },
});
