import type { Message } from '@taskboard/contract';
import { assign, fromPromise, setup } from 'xstate';

/** Deleting a goal or a task from the board: the Delete Goal and Delete Task modals. */
export type DeletableKind = 'goal' | 'task';

export interface DeletionTarget {
  kind: DeletableKind;
  itemId: number;
  title: string;
}

export interface DeletionContext {
  target: DeletionTarget | null;
  /** The failure, by its message id. */
  errorMessage: Message | null;
}

export type DeletionEvent =
  | { type: 'deletion.request'; target: DeletionTarget }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' };

/** Board errors from spec §8. */
export const deletionFailureMessages: Record<DeletableKind, Message> = {
  goal: { id: 'goal.deleteFailed' },
  task: { id: 'task.deleteFailed' },
};

export const deletionMachine = setup({
  types: {
    context: {} as DeletionContext,
    events: {} as DeletionEvent,
  },
  actors: {
    /** DELETE /backlog/goals/{id} or /backlog/task/{id}. */
    deleteItem: fromPromise<void, DeletionTarget>(async () => {
      throw new Error('deleteItem is provided by the app');
    }),
  },
  actions: {
    /** Lets the board reload after a deletion. */
    notifyDeleted: (_, _target: DeletionTarget) => {},
    chooseTarget: assign({
      target: (_, params: { target: DeletionTarget }) => params.target,
      errorMessage: null,
    }),
    forgetTarget: assign({ target: null, errorMessage: null }),
    reportFailure: assign({
      errorMessage: ({ context }) => deletionFailureMessages[context.target?.kind ?? 'goal'],
    }),
  },
}).createMachine({
  id: 'deletion',
  context: { target: null, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'deletion.request': {
          target: 'confirming',
          actions: { type: 'chooseTarget', params: ({ event }) => ({ target: event.target }) },
        },
      },
    },
    confirming: {
      on: {
        'deletion.confirm': 'pending',
        'deletion.cancel': { target: 'idle', actions: 'forgetTarget' },
      },
    },
    // Only reachable from confirming or error, both of which hold a target.
    pending: {
      invoke: {
        src: 'deleteItem',
        input: ({ context }) => context.target!,
        onDone: {
          target: 'done',
          actions: { type: 'notifyDeleted', params: ({ context }) => context.target! },
        },
        onError: { target: 'error', actions: 'reportFailure' },
      },
    },
    error: {
      on: {
        'deletion.confirm': 'pending',
        'deletion.cancel': { target: 'idle', actions: 'forgetTarget' },
      },
    },
    done: {
      on: {
        'deletion.request': {
          target: 'confirming',
          actions: { type: 'chooseTarget', params: ({ event }) => ({ target: event.target }) },
        },
      },
    },
  },
});
