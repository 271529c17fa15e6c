import type { Message } from '@taskboard/contract';
import { assign, fromPromise, setup } from 'xstate';
import { serverNotice } from '../shared/apiFailure';

// One reward request's life, for the child who asks and the parent who answers: a child asks
// (asking → pending); the parent approves (the stars are taken) or declines, with an optional
// note; an approval can be undone until its deadline (the server's undo_until), after which it
// is settled. The calls are actors the app provides; the server's view of the request arrives as
// `request.sync` whenever the screen reloads, so a second device or the other account's answer
// shows too.

/** A request's status in the server's words (the contract's redemption status). */
export type RewardRequestStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'UNDONE';

/** The server's request, as much of it as the flow needs. */
export interface RewardRequestRecord {
  id: number;
  status: RewardRequestStatus;
  /** Until when an approval may be undone, ISO time; null unless APPROVED. */
  undo_until: string | null;
}

export interface RewardRequestInput {
  /** The last request for the reward, if there is one. */
  request?: RewardRequestRecord | null;
  /** Current time in ms. The app passes `Date.now`; tests pass the simulated clock's time. */
  now?: () => number;
}

export interface RewardRequestContext {
  request: RewardRequestRecord | null;
  /** Why the last call failed: the server's words, or the catalogue's. */
  /** The failure: the server's message (by its id when it names one), else the machine's. */
  errorMessage: Message | string | null;
  now: () => number;
}

export type RewardRequestEvent =
  | { type: 'request.ask' }
  | { type: 'request.approve'; note?: string }
  | { type: 'request.decline'; note?: string }
  | { type: 'request.undo' }
  | { type: 'request.sync'; request: RewardRequestRecord | null }
  | { type: 'request.dismissError' };

/** What an approve or decline call sends. */
export interface RewardDecision {
  id: number;
  note: string | null;
}

export const rewardRequestFailureMessages = {
  ask: { id: 'stars.askFailed' },
  approve: { id: 'stars.approveFailed' },
  decline: { id: 'stars.declineFailed' },
  undo: { id: 'stars.undoFailed' },
} as const satisfies Record<string, Message>;

type Failure = keyof typeof rewardRequestFailureMessages;

/** The server's message for a failed call, else the catalogue's. */
export function rewardRequestFailureMessage(kind: Failure, error: unknown): Message | string {
  return serverNotice(error) ?? rewardRequestFailureMessages[kind];
}

/** Milliseconds left to undo an approval; 0 when it cannot be undone (any more). */
export function undoMsLeft(request: RewardRequestRecord | null, now: number): number {
  if (request?.status !== 'APPROVED' || request.undo_until === null) return 0;
  const until = Date.parse(request.undo_until);
  return Number.isFinite(until) ? Math.max(0, until - now) : 0;
}

const blankToNull = (note: string | undefined) => {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const hasStatus =
  (status: RewardRequestStatus) =>
  ({ context }: { context: RewardRequestContext }) =>
    context.request?.status === status;

export const rewardRequestMachine = setup({
  types: {
    input: {} as RewardRequestInput,
    context: {} as RewardRequestContext,
    events: {} as RewardRequestEvent,
  },
  actors: {
    /** POST /rewards/{id}/redeem: the app knows which reward. */
    askReward: fromPromise<RewardRequestRecord, void>(async () => {
      throw new Error('askReward is provided by the app');
    }),
    /** POST /rewards/redemptions/{id}/approve. */
    approveRequest: fromPromise<RewardRequestRecord, RewardDecision>(async () => {
      throw new Error('approveRequest is provided by the app');
    }),
    /** POST /rewards/redemptions/{id}/decline. */
    declineRequest: fromPromise<RewardRequestRecord, RewardDecision>(async () => {
      throw new Error('declineRequest is provided by the app');
    }),
    /** POST /rewards/redemptions/{id}/undo. */
    undoRequest: fromPromise<RewardRequestRecord, { id: number }>(async () => {
      throw new Error('undoRequest is provided by the app');
    }),
  },
  actions: {
    /** The stars changed (or may have): the screen reloads what it shows. */
    notifyChanged: () => {},
    takeRequest: assign({
      request: (_, params: { request: RewardRequestRecord | null }) => params.request,
      errorMessage: null,
    }),
    reportFailure: assign({
      errorMessage: (_, params: { kind: Failure; error: unknown }) =>
        rewardRequestFailureMessage(params.kind, params.error),
    }),
    forgetError: assign({ errorMessage: null }),
  },
  guards: {
    isPending: hasStatus('PENDING'),
    isApproved: hasStatus('APPROVED'),
    isDeclined: hasStatus('DECLINED'),
    isUndone: hasStatus('UNDONE'),
    isUndoWindowOver: ({ context }) => undoMsLeft(context.request, context.now()) === 0,
  },
  delays: {
    undoWindow: ({ context }) => undoMsLeft(context.request, context.now()),
  },
}).createMachine({
  id: 'rewardRequest',
  context: ({ input }) => ({
    request: input.request ?? null,
    errorMessage: null,
    now: input.now ?? Date.now,
  }),
  initial: 'restoring',
  on: {
    // The server's view wins: the other account answered, or the screen reloaded.
    'request.sync': {
      target: '.restoring',
      actions: { type: 'takeRequest', params: ({ event }) => ({ request: event.request }) },
    },
    'request.dismissError': { actions: 'forgetError' },
  },
  states: {
    // Where the request stands decides the state: no request (or none waiting) shows the reward.
    restoring: {
      always: [
        { guard: 'isPending', target: 'pending' },
        { guard: 'isApproved', target: 'approved' },
        { guard: 'isDeclined', target: 'declined' },
        { guard: 'isUndone', target: 'undone' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: { 'request.ask': 'asking' },
    },
    asking: {
      // A reload while the call is under way waits for the call's own answer.
      on: { 'request.sync': {} },
      invoke: {
        src: 'askReward',
        onDone: {
          target: 'pending',
          actions: [
            { type: 'takeRequest', params: ({ event }) => ({ request: event.output }) },
            'notifyChanged',
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ kind: 'ask' as const, error: event.error }),
          },
        },
      },
    },
    pending: {
      on: {
        'request.approve': 'approving',
        'request.decline': 'declining',
      },
    },
    approving: {
      on: { 'request.sync': {} },
      invoke: {
        src: 'approveRequest',
        input: ({ context, event }) => ({
          id: context.request!.id,
          note: event.type === 'request.approve' ? blankToNull(event.note) : null,
        }),
        onDone: {
          target: 'approved',
          actions: [
            { type: 'takeRequest', params: ({ event }) => ({ request: event.output }) },
            'notifyChanged',
          ],
        },
        onError: {
          target: 'pending',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ kind: 'approve' as const, error: event.error }),
          },
        },
      },
    },
    declining: {
      on: { 'request.sync': {} },
      invoke: {
        src: 'declineRequest',
        input: ({ context, event }) => ({
          id: context.request!.id,
          note: event.type === 'request.decline' ? blankToNull(event.note) : null,
        }),
        onDone: {
          target: 'declined',
          actions: [
            { type: 'takeRequest', params: ({ event }) => ({ request: event.output }) },
            'notifyChanged',
          ],
        },
        onError: {
          target: 'pending',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ kind: 'decline' as const, error: event.error }),
          },
        },
      },
    },
    approved: {
      initial: 'undoable',
      states: {
        // Until the deadline the parent may take the approval back; the time is the server's.
        undoable: {
          always: { guard: 'isUndoWindowOver', target: 'settled' },
          after: { undoWindow: 'settled' },
          on: { 'request.undo': '#rewardRequest.undoing' },
        },
        settled: {},
      },
      // A child may ask for the same reward again once its stars allow.
      on: { 'request.ask': 'asking' },
    },
    undoing: {
      on: { 'request.sync': {} },
      invoke: {
        src: 'undoRequest',
        input: ({ context }) => ({ id: context.request!.id }),
        onDone: {
          target: 'undone',
          actions: [
            { type: 'takeRequest', params: ({ event }) => ({ request: event.output }) },
            'notifyChanged',
          ],
        },
        onError: {
          // Back to the approval; past its deadline it settles at once.
          target: 'approved',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ kind: 'undo' as const, error: event.error }),
          },
        },
      },
    },
    declined: {
      on: { 'request.ask': 'asking' },
    },
    undone: {
      on: { 'request.ask': 'asking' },
    },
  },
});
