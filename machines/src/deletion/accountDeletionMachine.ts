import { assign, fromPromise, setup } from 'xstate';
import { isApiFailure, serverMessage } from '../shared/apiFailure';

export const DELETE_CONFIRMATION_TEXT = 'DELETE MY ACCOUNT';
export const ACCOUNT_DELETED_MESSAGE = 'Account successfully deleted. Redirecting...';

export interface DeleteAccountRequest {
  password: string;
  confirmation_text: string;
  reason: string;
}

export interface AccountDeletionContext {
  password: string;
  confirmationText: string;
  reason: string;
  passwordError: string | null;
  confirmationError: string | null;
  errorMessage: string | null;
  successMessage: string | null;
}

export type AccountDeletionField = 'password' | 'confirmationText' | 'reason';

export type AccountDeletionEvent =
  | { type: 'accountDeletion.open' }
  | { type: 'accountDeletion.edit'; field: AccountDeletionField; value: string }
  | { type: 'accountDeletion.submit' }
  | { type: 'accountDeletion.cancel' };

/** The submit button stays disabled until this is true. */
export function canSubmitDeletion(
  context: Pick<AccountDeletionContext, 'password' | 'confirmationText'>,
): boolean {
  return context.password !== '' && context.confirmationText === DELETE_CONFIRMATION_TEXT;
}

/** Settings spec §8 wording by status. */
export function accountDeletionFailureMessage(error: unknown): string {
  if (isApiFailure(error)) {
    if (error.status === 400)
      return 'Please ensure you typed "DELETE MY ACCOUNT" exactly as shown.';
    if (error.status === 401) return 'Invalid password. Please check your password and try again.';
    if (error.status === 429) return 'Too many deletion attempts. Please wait before trying again.';
    if (error.status >= 500)
      return 'Server error occurred during deletion. Please try again later or contact support.';
  }
  return serverMessage(error) ?? 'An unexpected error occurred';
}

const emptyForm = {
  password: '',
  confirmationText: '',
  reason: '',
  passwordError: null,
  confirmationError: null,
  errorMessage: null,
  successMessage: null,
} satisfies AccountDeletionContext;

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  actors: {
    /** POST /users/settings/account/delete-immediate. */
    deleteAccount: fromPromise<void, DeleteAccountRequest>(async () => {
      throw new Error('deleteAccount is provided by the app');
    }),
  },
  actions: {
    clearStoredAuth: () => {},
    navigateHome: () => {},
    resetForm: assign(emptyForm),
    editField: assign(({ context }, params: { field: AccountDeletionField; value: string }) => ({
      ...context,
      [params.field]: params.value,
      errorMessage: null,
      ...(params.field === 'password' ? { passwordError: null } : {}),
      ...(params.field === 'confirmationText' ? { confirmationError: null } : {}),
    })),
    showValidation: assign({
      passwordError: ({ context }) => (context.password === '' ? 'Password is required' : null),
      confirmationError: ({ context }) =>
        context.confirmationText === DELETE_CONFIRMATION_TEXT
          ? null
          : `Please type "${DELETE_CONFIRMATION_TEXT}" exactly to confirm`,
    }),
    reportFailure: assign({
      errorMessage: (_, params: { error: unknown }) => accountDeletionFailureMessage(params.error),
    }),
    announceDeleted: assign({ successMessage: ACCOUNT_DELETED_MESSAGE }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitDeletion(context),
  },
  delays: {
    redirect: 2000,
  },
}).createMachine({
  id: 'accountDeletion',
  context: emptyForm,
  initial: 'closed',
  states: {
    closed: {
      on: { 'accountDeletion.open': { target: 'open', actions: 'resetForm' } },
    },
    open: {
      on: {
        'accountDeletion.edit': {
          actions: {
            type: 'editField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'accountDeletion.submit': [
          { guard: 'canSubmit', target: 'deleting' },
          { actions: 'showValidation' },
        ],
        'accountDeletion.cancel': { target: 'closed', actions: 'resetForm' },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteAccount',
        input: ({ context }) => ({
          password: context.password,
          confirmation_text: context.confirmationText,
          reason: context.reason,
        }),
        onDone: { target: 'deleted', actions: 'announceDeleted' },
        onError: {
          target: 'open',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleted: {
      after: { redirect: 'redirected' },
    },
    redirected: {
      type: 'final',
      entry: ['clearStoredAuth', 'navigateHome'],
    },
  },
});
