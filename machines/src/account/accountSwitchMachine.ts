import type { Message } from '@taskboard/contract';
import { assign, fromPromise, setup } from 'xstate';
import { serverMessage } from '../shared/apiFailure';

// Switching between the accounts of one family (spec §4). A switch into a parent account from
// any other account asks for the parent's password first (askingPassword) and, when the parent
// has two-factor sign-in on, a code of its authenticator app; the server checks both while the
// switch runs, and a refusal shows in `failed` with the server's words until dismissed or a new
// switch begins.

/** Where the switch was asked for: the account menu or a card on the family page. */
export type SwitchSurface = 'menu' | 'family';

export interface SwitchAccountRequest {
  target_username: string;
  parent_password?: string;
  /** A code of the parent's authenticator app, when the parent has two-factor sign-in on. */
  two_factor_code?: string;
}

export interface SwitchedAuth {
  token: string;
  account_type: 'PARENT' | 'CHILD';
  username: string;
  is_primary_child: boolean;
}

export interface AccountSwitchInput {
  activeUsername: string | null;
  surface: SwitchSurface;
}

export interface AccountSwitchContext {
  activeUsername: string | null;
  surface: SwitchSurface;
  /** The account being switched to, or whose password is asked for. */
  targetUsername: string | null;
  /** The last failure, by its message id; set only while it is shown. */
  errorMessage: Message | null;
}

export type AccountSwitchEvent =
  | {
      type: 'account.switch';
      username: string;
      /** A parent account asks for its password before the switch. */
      accountType?: SwitchedAuth['account_type'];
      /** A password given up front skips the asking step. */
      parentPassword?: string;
      twoFactorCode?: string;
    }
  /** The parent's password and, for a parent with two-factor sign-in on, a code (else empty). */
  | { type: 'account.submitPassword'; password: string; code: string }
  | { type: 'account.cancelPassword' }
  | { type: 'account.dismissError' };

/**
 * Spec §5: the parent password goes with the request only when it is not blank; so does a
 * two-factor code (trimmed), which only a parent with two-factor sign-in on needs.
 */
export function switchAccountRequest(
  username: string,
  parentPassword?: string,
  twoFactorCode?: string,
): SwitchAccountRequest {
  const request: SwitchAccountRequest = { target_username: username };
  if (parentPassword !== undefined && parentPassword.trim() !== '') {
    request.parent_password = parentPassword;
  }
  const code = twoFactorCode?.trim();
  if (code) request.two_factor_code = code;
  return request;
}

/**
 * Spec §8 wording for a failed switch, which differs between the menu and the family page: the
 * server's words for the reason (the app translates those of the messages table too).
 */
export function switchFailureMessage(surface: SwitchSurface, error: unknown): Message {
  const message = serverMessage(error);
  return surface === 'family'
    ? { id: 'accountSwitch.toAccountFailed', values: { message: message ?? 'Unknown error' } }
    : {
        id: 'accountSwitch.failedWithReason',
        values: { message: message ?? 'Failed to switch account' },
      };
}

/** The request for the switch that `event` starts, to the account in `targetUsername`. */
function requestFor(
  targetUsername: string | null,
  event: AccountSwitchEvent,
): SwitchAccountRequest {
  const username = targetUsername ?? '';
  if (event.type === 'account.submitPassword') {
    return switchAccountRequest(username, event.password, event.code);
  }
  if (event.type === 'account.switch') {
    return switchAccountRequest(username, event.parentPassword, event.twoFactorCode);
  }
  return switchAccountRequest(username);
}

export const accountSwitchMachine = setup({
  types: {
    input: {} as AccountSwitchInput,
    context: {} as AccountSwitchContext,
    events: {} as AccountSwitchEvent,
  },
  actors: {
    /** POST /users/switch-account; resolves with the new account's auth. */
    switchAccount: fromPromise<SwitchedAuth, SwitchAccountRequest>(async () => {
      throw new Error('switchAccount is provided by the app');
    }),
    /** Reloads the current profile and the family accounts for the new auth. */
    reloadAccount: fromPromise<void, { username: string }>(async () => {}),
  },
  actions: {
    setSwitchingFlag: () => {},
    clearSwitchingFlag: () => {},
    /** Removes the cached user, profile and cache keys from browser storage. */
    clearCachedAccount: () => {},
    storeAuth: (_, _auth: SwitchedAuth) => {},
    closeMenu: () => {},
    navigateHome: () => {},
    alertFailure: (_, _message: Message | null) => {},
    rememberTarget: assign({
      targetUsername: (_, params: { username: string }) => params.username,
    }),
    forgetTarget: assign({ targetUsername: null }),
    becomeTarget: assign({ activeUsername: ({ context }) => context.targetUsername }),
    recordFailure: assign({
      errorMessage: ({ context }, params: { error: unknown }) =>
        switchFailureMessage(context.surface, params.error),
    }),
    clearError: assign({ errorMessage: null }),
  },
  guards: {
    isActiveAccount: ({ context, event }) =>
      event.type === 'account.switch' && event.username === context.activeUsername,
    needsParentPassword: ({ event }) =>
      event.type === 'account.switch' &&
      event.accountType === 'PARENT' &&
      event.parentPassword === undefined,
    hasFailure: ({ context }) => context.errorMessage !== null,
  },
}).createMachine({
  id: 'accountSwitch',
  context: ({ input }) => ({
    activeUsername: input.activeUsername,
    surface: input.surface,
    targetUsername: null,
    errorMessage: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'account.switch': [
          { guard: 'isActiveAccount', actions: ['closeMenu', 'navigateHome'] },
          {
            guard: 'needsParentPassword',
            target: 'askingPassword',
            actions: [
              { type: 'rememberTarget', params: ({ event }) => ({ username: event.username }) },
              // The password dialog takes the menu's place.
              'closeMenu',
            ],
          },
          {
            target: 'switching',
            actions: {
              type: 'rememberTarget',
              params: ({ event }) => ({ username: event.username }),
            },
          },
        ],
      },
    },
    askingPassword: {
      on: {
        'account.submitPassword': { target: 'switching', actions: 'clearError' },
        // A failure shown before the dialog opened stays until it is dismissed.
        'account.cancelPassword': [
          { guard: 'hasFailure', target: 'failed', actions: 'forgetTarget' },
          { target: 'idle', actions: 'forgetTarget' },
        ],
      },
    },
    switching: {
      entry: 'setSwitchingFlag',
      invoke: {
        src: 'switchAccount',
        input: ({ context, event }) => requestFor(context.targetUsername, event),
        onDone: {
          target: 'reloading',
          actions: [
            'clearCachedAccount',
            { type: 'storeAuth', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            'clearSwitchingFlag',
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'alertFailure', params: ({ context }) => context.errorMessage },
          ],
        },
      },
    },
    reloading: {
      invoke: {
        src: 'reloadAccount',
        input: ({ context }) => ({ username: context.targetUsername ?? '' }),
        // Profile and family reload failures are only logged (spec §8): the switch still lands.
        onDone: {
          target: 'idle',
          actions: ['becomeTarget', 'closeMenu', 'navigateHome', 'clearSwitchingFlag'],
        },
        onError: {
          target: 'idle',
          actions: ['becomeTarget', 'closeMenu', 'navigateHome', 'clearSwitchingFlag'],
        },
      },
    },
    failed: {
      on: {
        'account.dismissError': { target: 'idle', actions: 'clearError' },
        'account.switch': [
          {
            guard: 'isActiveAccount',
            target: 'idle',
            actions: ['clearError', 'closeMenu', 'navigateHome'],
          },
          {
            guard: 'needsParentPassword',
            target: 'askingPassword',
            actions: [
              { type: 'rememberTarget', params: ({ event }) => ({ username: event.username }) },
              'closeMenu',
            ],
          },
          {
            target: 'switching',
            actions: [
              { type: 'rememberTarget', params: ({ event }) => ({ username: event.username }) },
              'clearError',
            ],
          },
        ],
      },
    },
  },
});
