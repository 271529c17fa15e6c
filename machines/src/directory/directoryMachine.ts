import type { Message, MessageId } from '@taskboard/contract';
import { assign, fromPromise, setup } from 'xstate';
import { isApiFailure, serverNotice } from '../shared/apiFailure';

/** The fields of a user card the directory itself reads; cards carry more. */
export interface DirectoryUser {
  id: number;
  username?: string | null;
  bio?: string | null;
  [field: string]: unknown;
}

export interface LoadUsersRequest {
  /** A trimmed, non-empty term searches the server; undefined lists everyone. */
  search: string | undefined;
  limit: number;
}

export interface LoadUsersResult {
  users: DirectoryUser[];
  total: number;
}

export interface DirectoryInput {
  limit?: number;
}

export interface DirectoryContext {
  limit: number;
  searchTerm: string;
  users: DirectoryUser[];
  total: number;
  /** Retries made for the current load (at most 3). */
  retries: number;
  errorStatus: number | null;
  /** The failure, by its message id (or the client's or the server's words). */
  errorMessage: Message | string | null;
}

export type DirectoryEvent =
  { type: 'directory.search'; term: string } | { type: 'directory.retry' };

export const DIRECTORY_FETCH_LIMIT = 50;
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_RETRIES = 3;

/** Waits of 1, 2 and 4 s before the first, second and third retry. */
export const retryDelayMs = (retry: number) => 1000 * 2 ** (retry - 1);

/**
 * Only failures a later attempt might fix are retried: no connection, rate limiting and server
 * errors. A 401, 403, 404 or 422 would fail the same way again, so it is shown at once.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiFailure(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** The directory's wording from the settings spec §8, by message id. */
export function directoryErrorMessage(error: unknown): Message | string {
  if (!isApiFailure(error)) return { id: 'directory.unexpectedFailure' };
  const { status } = error;
  if (status === 0) return { id: 'directory.networkError' };
  if (status === 401) return { id: 'directory.sessionExpired' };
  if (status === 403) return { id: 'directory.forbiddenLong' };
  if (status === 404) return { id: 'directory.unavailable' };
  if (status === 422) return { id: 'directory.searchInvalidLong' };
  if (status === 429) return { id: 'limits.tooManyRequests' };
  if (status >= 500) return { id: 'directory.serverIssues' };
  // The client's description of the failure, by its id when it has one (an ApiError's).
  const { descriptionId } = error as { descriptionId?: unknown };
  if (error.description && typeof descriptionId === 'string') {
    return { id: descriptionId as MessageId };
  }
  return error.description ?? serverNotice(error) ?? { id: 'directory.loadFailedDescription' };
}

/** The server's results narrowed again locally on username and bio. */
export function visibleUsers(context: Pick<DirectoryContext, 'users' | 'searchTerm'>) {
  const term = context.searchTerm.trim().toLowerCase();
  if (term === '') return context.users;
  return context.users.filter((user) =>
    [user.username, user.bio].some((text) => text?.toLowerCase().includes(term)),
  );
}

export const directoryMachine = setup({
  types: {
    input: {} as DirectoryInput,
    context: {} as DirectoryContext,
    events: {} as DirectoryEvent,
  },
  actors: {
    /** GET /users/list (or the search call when a term is given). */
    loadUsers: fromPromise<LoadUsersResult, LoadUsersRequest>(async () => {
      throw new Error('loadUsers is provided by the app');
    }),
  },
  actions: {
    setTerm: assign({ searchTerm: (_, params: { term: string }) => params.term }),
    startAttempts: assign({ retries: 0, errorStatus: null, errorMessage: null }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    storeUsers: assign({
      users: (_, params: LoadUsersResult) => params.users,
      total: (_, params: LoadUsersResult) => params.total,
      errorStatus: null,
      errorMessage: null,
    }),
    reportFailure: assign({
      errorStatus: (_, params: { error: unknown }) =>
        isApiFailure(params.error) ? params.error.status : null,
      errorMessage: (_, params: { error: unknown }) => directoryErrorMessage(params.error),
    }),
  },
  guards: {
    hasUsers: (_, params: LoadUsersResult) => params.users.length > 0,
    canRetry: ({ context }, params: { error: unknown }) =>
      context.retries < MAX_RETRIES && isRetryableFailure(params.error),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    retryBackoff: ({ context }) => retryDelayMs(context.retries),
  },
}).createMachine({
  id: 'directory',
  context: ({ input }) => ({
    limit: input.limit ?? DIRECTORY_FETCH_LIMIT,
    searchTerm: '',
    users: [],
    total: 0,
    retries: 0,
    errorStatus: null,
    errorMessage: null,
  }),
  initial: 'loading',
  on: {
    // Every keystroke restarts the debounce and abandons a load still in flight.
    'directory.search': {
      target: '.debouncing',
      actions: { type: 'setTerm', params: ({ event }) => ({ term: event.term }) },
    },
  },
  states: {
    debouncing: {
      after: { searchDebounce: { target: 'loading', actions: 'startAttempts' } },
    },
    loading: {
      invoke: {
        src: 'loadUsers',
        input: ({ context }) => ({
          search: context.searchTerm.trim() === '' ? undefined : context.searchTerm.trim(),
          limit: context.limit,
        }),
        onDone: [
          {
            guard: { type: 'hasUsers', params: ({ event }) => event.output },
            target: 'list',
            actions: { type: 'storeUsers', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'storeUsers', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'retrying',
            actions: 'countRetry',
          },
          {
            target: 'failed',
            actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    retrying: {
      after: { retryBackoff: 'loading' },
    },
    list: {},
    empty: {},
    failed: {
      on: { 'directory.retry': { target: 'loading', actions: 'startAttempts' } },
    },
  },
});
