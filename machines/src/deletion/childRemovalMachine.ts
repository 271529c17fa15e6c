import type { Message } from '@taskboard/contract';
import { assign, fromPromise, setup } from 'xstate';
import { serverNotice } from '../shared/apiFailure';

/** A family member as the family page lists it. */
export interface FamilyMember {
  username: string;
  account_type: 'PARENT' | 'CHILD';
  is_primary_child: boolean;
}

export interface RemoveChildRequest {
  child_username: string;
  parent_password: string;
}

export interface ChildRemovalContext {
  child: FamilyMember | null;
  parentPassword: string;
  /** Why the removal was refused before any call (also alerted), by its message id. */
  refusal: Message | null;
  /** The failure: the server's message (by its id when it names one), else the machine's. */
  errorMessage: Message | string | null;
}

export type ChildRemovalEvent =
  | { type: 'childRemoval.request'; child: FamilyMember }
  | { type: 'childRemoval.setPassword'; password: string }
  | { type: 'childRemoval.confirm' }
  | { type: 'childRemoval.cancel' };

export const PARENT_REFUSAL: Message = { id: 'family.cannotRemoveParent' };
export const PRIMARY_CHILD_REFUSAL: Message = { id: 'family.cannotRemovePrimaryChild' };
export const PARENT_PASSWORD_REQUIRED: Message = { id: 'family.parentPasswordRequired' };

export function removeChildFailureMessage(error: unknown): Message | string {
  return serverNotice(error) ?? { id: 'family.removeChildFailed' };
}

const isBlank = (value: string) => value.trim() === '';

export const childRemovalMachine = setup({
  types: {
    context: {} as ChildRemovalContext,
    events: {} as ChildRemovalEvent,
  },
  actors: {
    /** DELETE /users/remove-child. */
    removeChild: fromPromise<void, RemoveChildRequest>(async () => {
      throw new Error('removeChild is provided by the app');
    }),
  },
  actions: {
    alertRefusal: (_, _message: Message | null) => {},
    /** On success the family list reloads. */
    reloadFamily: () => {},
    refuse: assign({
      refusal: (_, params: { child: FamilyMember }) =>
        params.child.account_type === 'PARENT' ? PARENT_REFUSAL : PRIMARY_CHILD_REFUSAL,
    }),
    chooseChild: assign({
      child: (_, params: { child: FamilyMember }) => params.child,
      parentPassword: '',
      refusal: null,
      errorMessage: null,
    }),
    setPassword: assign({
      parentPassword: (_, params: { password: string }) => params.password,
      errorMessage: null,
    }),
    requirePassword: assign({ errorMessage: PARENT_PASSWORD_REQUIRED }),
    reportFailure: assign({
      errorMessage: (_, params: { error: unknown }) => removeChildFailureMessage(params.error),
    }),
    reset: assign({ child: null, parentPassword: '', refusal: null, errorMessage: null }),
  },
  guards: {
    isProtectedAccount: ({ event }) =>
      event.type === 'childRemoval.request' &&
      (event.child.account_type === 'PARENT' || event.child.is_primary_child),
    isPasswordBlank: ({ context }) => isBlank(context.parentPassword),
  },
}).createMachine({
  id: 'childRemoval',
  context: { child: null, parentPassword: '', refusal: null, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'childRemoval.request': [
          {
            guard: 'isProtectedAccount',
            target: 'refused',
            actions: [
              { type: 'refuse', params: ({ event }) => ({ child: event.child }) },
              { type: 'alertRefusal', params: ({ context }) => context.refusal },
            ],
          },
          {
            target: 'confirming',
            actions: { type: 'chooseChild', params: ({ event }) => ({ child: event.child }) },
          },
        ],
      },
    },
    refused: {
      on: { 'childRemoval.cancel': { target: 'idle', actions: 'reset' } },
    },
    confirming: {
      on: {
        'childRemoval.setPassword': {
          actions: { type: 'setPassword', params: ({ event }) => ({ password: event.password }) },
        },
        'childRemoval.confirm': [
          { guard: 'isPasswordBlank', actions: 'requirePassword' },
          { target: 'removing' },
        ],
        'childRemoval.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    removing: {
      invoke: {
        src: 'removeChild',
        input: ({ context }) => ({
          child_username: context.child?.username ?? '',
          parent_password: context.parentPassword,
        }),
        onDone: { target: 'idle', actions: ['reset', 'reloadFamily'] },
        onError: {
          target: 'confirming',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
