import type { Message } from '@taskboard/contract';
import { assign, fromPromise, setup } from 'xstate';
import { isApiFailure, serverNotice } from '../shared/apiFailure';

export const DELETE_CONFIRMATION_TEXT = 'DELETE MY ACCOUNT';
export const ACCOUNT_DELETED_MESSAGE: Message = { id: 'account.deletedRedirecting' };

export interface DeleteAccountRequest {
  password: string;
  confirmation_text: string;
  reason: string;
}

export interface AccountDeletionContext {
  password: string;
  confirmationText: string;
  reason: string;
  /** The form's own refusals and the outcome, by message id (a failure may be the server's words). */
  passwordError: Message | null;
  confirmationError: Message | null;
  errorMessage: Message | string | null;
  successMessage: Message | null;
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
export function accountDeletionFailureMessage(error: unknown): Message | string {
  if (isApiFailure(error)) {
    if (error.status === 400) return { id: 'account.deleteConfirmationMismatch' };
    if (error.status === 401) return { id: 'account.deletePasswordIncorrect' };
    if (error.status === 429) return { id: 'account.tooManyDeletionAttempts' };
    if (error.status >= 500) return { id: 'account.deleteServerError' };
  }
  return serverNotice(error) ?? { id: 'error.unexpected' };
}

const PASSWORD_REQUIRED: Message = { id: 'account.deletePasswordRequired' };
const CONFIRMATION_REQUIRED: Message = { id: 'account.deleteConfirmationRequired' };

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
      passwordError: ({ context }) => (context.password === '' ? PASSWORD_REQUIRED : null),
      confirmationError: ({ context }) =>
        context.confirmationText === DELETE_CONFIRMATION_TEXT ? null : CONFIRMATION_REQUIRED,
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
