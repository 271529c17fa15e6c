import { assign, emit, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiFailure } from '../shared/apiFailure';

// One tab's connection to the family's event stream (Server-Sent Events). Opening the stream
// takes a single-use ticket (POST /api/events/ticket), so every connection and every
// reconnection first fetches a fresh one, then opens `/api/events?ticket=…&last_event_id=…`.
//
// States:
// - idle: nothing open, until `stream.start`; `stream.stop` returns here from anywhere.
// - offline: the device is offline; `stream.online` fetches a ticket at once.
// - ticketing: fetching a ticket. A 401 means the session is over (signedOut); any other
//   failure waits and tries again, like a dropped stream.
// - connected: the stream is invoked here, so it stays open across the substates:
//   - connecting: until the stream reports `stream.opened`.
//   - open: messages arrive; each one and each heartbeat restarts the stale timer.
//   A stream that reports `stream.dropped`, or says nothing for staleAfterMs (while connecting
//   too), counts as dropped and goes to waiting.
// - waiting: backing off before the next ticket, min(retryMaxMs, retryBaseMs * 2^attempt);
//   `stream.online` cuts the wait short.
// - signedOut: the ticket was refused with a 401; stays until `stream.stop`.
//
// `stream.offline` goes to offline from ticketing, connected and waiting. The first `opened`
// after a reconnection (a failure since, or a stream that had been open before) emits
// `resynced`: events may have been missed, so the app reloads what it shows.

export interface StreamConnectionInput {
  /** First backoff delay; doubled for every consecutive failure. Default 1000. */
  retryBaseMs?: number;
  /** Longest backoff delay. Default 30000. */
  retryMaxMs?: number;
  /** No message or heartbeat for this long counts as a drop. Default 45000. */
  staleAfterMs?: number;
  /** Whether the device is online at start (`navigator.onLine`). Default true. */
  online?: boolean;
}

export interface StreamConnectionContext {
  /** The id of the last event received, sent back on reconnection so the server can replay. */
  lastEventId: string | null;
  /** Consecutive failed connections since the stream was last open. */
  attempt: number;
  retryBaseMs: number;
  retryMaxMs: number;
  staleAfterMs: number;
  /** The device's last reported connectivity. */
  online: boolean;
  /** The ticket the current connection opens the stream with. */
  ticket: string | null;
  /** Whether a stream was ever open in this actor's life, so the next opening is a resync. */
  wasOpen: boolean;
}

/** What the opened-stream actor reports back. */
export type StreamSignal =
  | { type: 'stream.opened' }
  | { type: 'stream.message'; id: string | null; data: string }
  | { type: 'stream.heartbeat' }
  | { type: 'stream.dropped' };

export type StreamConnectionEvent =
  | { type: 'stream.start' }
  | { type: 'stream.stop' }
  | { type: 'stream.online' }
  | { type: 'stream.offline' }
  | StreamSignal;

export type StreamConnectionEmitted =
  /** One event from the stream, for the app to apply. */
  | { type: 'event'; id: string | null; data: string }
  /** The stream is open again after a gap: the app reloads what it shows. */
  | { type: 'resynced' };

export interface StreamTicket {
  ticket: string;
}

export interface OpenStreamInput {
  ticket: string;
  lastEventId: string | null;
}

export const STREAM_RETRY_BASE_MS = 1000;
export const STREAM_RETRY_MAX_MS = 30_000;
export const STREAM_STALE_AFTER_MS = 45_000;

/** The wait before reconnection number `attempt` (0 first): 1 s, 2 s, 4 s … up to maxMs. */
export function reconnectDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
}

const isSignedOutFailure = (error: unknown) => isApiFailure(error) && error.status === 401;

export const streamConnectionMachine = setup({
  types: {
    input: {} as StreamConnectionInput,
    context: {} as StreamConnectionContext,
    events: {} as StreamConnectionEvent,
    emitted: {} as StreamConnectionEmitted,
  },
  actors: {
    /** POST /api/events/ticket with the session token; rejects with an ApiFailure. */
    fetchTicket: fromPromise<StreamTicket, void>(async () => {
      throw new Error('fetchTicket is provided by the app');
    }),
    /**
     * Opens the EventSource with the ticket and last event id, reports it with `sendBack`
     * (StreamSignal) and closes it on cleanup.
     */
    openStream: fromCallback<{ type: string }, OpenStreamInput>(() => {
      throw new Error('openStream is provided by the app');
    }),
  },
  actions: {
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    takeTicket: assign({ ticket: (_, params: StreamTicket) => params.ticket }),
    markOpen: assign({ attempt: 0, wasOpen: true }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempts: assign({ attempt: 0, ticket: null }),
    rememberEventId: assign({
      lastEventId: ({ context }, params: { id: string | null }) => params.id ?? context.lastEventId,
    }),
    emitEvent: emit((_, params: { id: string | null; data: string }) => ({
      type: 'event' as const,
      id: params.id,
      data: params.data,
    })),
    emitResynced: emit({ type: 'resynced' } as const),
  },
  guards: {
    isOffline: ({ context }) => !context.online,
    isSignedOut: (_, params: { error: unknown }) => isSignedOutFailure(params.error),
    isReconnection: ({ context }) => context.attempt > 0 || context.wasOpen,
  },
  delays: {
    retryDelay: ({ context }) =>
      reconnectDelayMs(context.attempt, context.retryBaseMs, context.retryMaxMs),
    staleAfter: ({ context }) => context.staleAfterMs,
  },
}).createMachine({
  id: 'streamConnection',
  context: ({ input }) => ({
    lastEventId: null,
    attempt: 0,
    retryBaseMs: input.retryBaseMs ?? STREAM_RETRY_BASE_MS,
    retryMaxMs: input.retryMaxMs ?? STREAM_RETRY_MAX_MS,
    staleAfterMs: input.staleAfterMs ?? STREAM_STALE_AFTER_MS,
    online: input.online ?? true,
    ticket: null,
    wasOpen: false,
  }),
  initial: 'idle',
  on: {
    'stream.stop': { target: '.idle', actions: 'resetAttempts' },
    // Connectivity is remembered everywhere; the active states also act on it.
    'stream.online': { actions: 'markOnline' },
    'stream.offline': { actions: 'markOffline' },
  },
  states: {
    idle: {
      on: {
        'stream.start': [{ guard: 'isOffline', target: 'offline' }, { target: 'ticketing' }],
      },
    },
    offline: {
      on: { 'stream.online': { target: 'ticketing', actions: 'markOnline' } },
    },
    ticketing: {
      on: { 'stream.offline': { target: 'offline', actions: 'markOffline' } },
      invoke: {
        src: 'fetchTicket',
        onDone: {
          target: 'connected',
          actions: { type: 'takeTicket', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
          },
          { target: 'waiting' },
        ],
      },
    },
    connected: {
      // On the parent state, so moving from connecting to open keeps the same stream.
      invoke: {
        src: 'openStream',
        input: ({ context }) => ({
          ticket: context.ticket ?? '',
          lastEventId: context.lastEventId,
        }),
      },
      on: {
        'stream.dropped': 'waiting',
        'stream.offline': { target: 'offline', actions: 'markOffline' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          after: { staleAfter: '#streamConnection.waiting' },
          on: {
            'stream.opened': [
              { guard: 'isReconnection', target: 'open', actions: ['markOpen', 'emitResynced'] },
              { target: 'open', actions: 'markOpen' },
            ],
          },
        },
        open: {
          // Re-entering restarts the stale timer; the stream itself lives on the parent.
          after: { staleAfter: '#streamConnection.waiting' },
          on: {
            'stream.message': {
              target: 'open',
              reenter: true,
              actions: [
                { type: 'rememberEventId', params: ({ event }) => ({ id: event.id }) },
                {
                  type: 'emitEvent',
                  params: ({ event }) => ({ id: event.id, data: event.data }),
                },
              ],
            },
            'stream.heartbeat': { target: 'open', reenter: true },
          },
        },
      },
    },
    waiting: {
      after: { retryDelay: { target: 'ticketing', actions: 'countAttempt' } },
      on: {
        'stream.online': { target: 'ticketing', actions: ['markOnline', 'countAttempt'] },
        'stream.offline': { target: 'offline', actions: 'markOffline' },
      },
    },
    signedOut: {},
  },
});

export type StreamConnectionSnapshot = SnapshotFrom<typeof streamConnectionMachine>;

/** What the connection indicator shows. */
export type StreamStatus =
  'stopped' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'signedOut';

/**
 * The connection in the indicator's words: a first connection is `connecting`, any later one
 * (after a drop or a failed ticket) is `reconnecting` until the stream is open again.
 */
export function streamStatus(snapshot: StreamConnectionSnapshot): StreamStatus {
  if (snapshot.matches('idle')) return 'stopped';
  if (snapshot.matches('offline')) return 'offline';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches({ connected: 'open' })) return 'live';
  if (snapshot.matches('waiting')) return 'reconnecting';
  const { attempt, wasOpen } = snapshot.context;
  return attempt > 0 || wasOpen ? 'reconnecting' : 'connecting';
}
