import { assign, fromPromise, setup } from 'xstate';
import type {
  Message,
  RecoveryCodesResponse,
  TwoFactorDisableResponse,
  TwoFactorPasswordAndCodeBody,
  TwoFactorSetupResponse,
} from '@taskboard/contract';
import { isApiFailure, serverNotice } from '../shared/apiFailure';

// A parent's two-factor sign-in on the Security tab. Turning it on: enrolment begins (a new
// secret), the parent scans the QR code (or types the key) and confirms with a code, and the
// recovery codes are shown once before the section says it is on. Once on, the parent may make
// new recovery codes or turn it off, each with the password and a code in a dialog. The calls are
// actors the app provides; whether it is on arrives as `twoFactor.sync` whenever the settings load.

/** Which step failed: the screen words each one, unless the server said why. */
export type TwoFactorFailureKind = 'start' | 'codeMissing' | 'confirm' | 'disable' | 'regenerate';

export interface TwoFactorFailure {
  kind: TwoFactorFailureKind;
  /**
   * The server's own message when it answered with a refusal (by its id when it named one, else
   * its words); else null.
   */
  serverMessage: Message | string | null;
}

export interface TwoFactorSetupInput {
  /** security.two_factor_enabled of the loaded settings. */
  enabled: boolean;
}

export interface TwoFactorSetupContext {
  /** Whether two-factor sign-in is on, as last loaded or as the last call left it. */
  enabled: boolean;
  /** The secret being enrolled, while the parent scans it. */
  enrolment: TwoFactorSetupResponse | null;
  /** Recovery codes to show this once, with the server's message. */
  recoveryCodes: RecoveryCodesResponse | null;
  failure: TwoFactorFailure | null;
  /** The server's word that two-factor sign-in was turned off. */
  notice: string | null;
}

export type TwoFactorSetupEvent =
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.confirm'; code: string }
  | { type: 'twoFactor.codesSaved' }
  | { type: 'twoFactor.disable' }
  | { type: 'twoFactor.newCodes' }
  | { type: 'twoFactor.submit'; body: TwoFactorPasswordAndCodeBody }
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.sync'; enabled: boolean };

/** A refusal the server explained keeps its message; anything else gets the screen's own. */
function failureOf(kind: TwoFactorFailureKind, error?: unknown): TwoFactorFailure {
  return {
    kind,
    serverMessage:
      error !== undefined && isApiFailure(error) ? (serverNotice(error) ?? null) : null,
  };
}

const typedCode = (event: TwoFactorSetupEvent) =>
  event.type === 'twoFactor.confirm' ? event.code.trim() : '';

const submittedBody = (event: TwoFactorSetupEvent): TwoFactorPasswordAndCodeBody =>
  event.type === 'twoFactor.submit' ? event.body : { password: '', code: '' };

export const twoFactorSetupMachine = setup({
  types: {
    input: {} as TwoFactorSetupInput,
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
  },
  actors: {
    /** POST /users/two-factor/setup. */
    beginEnrolment: fromPromise<TwoFactorSetupResponse, void>(async () => {
      throw new Error('beginEnrolment is provided by the app');
    }),
    /** POST /users/two-factor/confirm. */
    confirmEnrolment: fromPromise<RecoveryCodesResponse, { code: string }>(async () => {
      throw new Error('confirmEnrolment is provided by the app');
    }),
    /** POST /users/two-factor/disable. */
    disableTwoFactor: fromPromise<TwoFactorDisableResponse, TwoFactorPasswordAndCodeBody>(
      async () => {
        throw new Error('disableTwoFactor is provided by the app');
      },
    ),
    /** POST /users/two-factor/recovery-codes. */
    regenerateRecoveryCodes: fromPromise<RecoveryCodesResponse, TwoFactorPasswordAndCodeBody>(
      async () => {
        throw new Error('regenerateRecoveryCodes is provided by the app');
      },
    ),
  },
  actions: {
    /** Two-factor sign-in was turned on or off: the screen loads the settings again. */
    notifyChanged: () => {},
    takeEnabled: assign({ enabled: (_, params: { enabled: boolean }) => params.enabled }),
    forgetFailure: assign({ failure: null }),
    forgetNotice: assign({ notice: null }),
    reportFailure: assign({
      failure: (_, params: { kind: TwoFactorFailureKind; error?: unknown }) =>
        failureOf(params.kind, params.error),
    }),
    takeEnrolment: assign({
      enrolment: (_, params: { enrolment: TwoFactorSetupResponse }) => params.enrolment,
    }),
    forgetEnrolment: assign({ enrolment: null }),
    takeRecoveryCodes: assign({
      recoveryCodes: (_, params: { codes: RecoveryCodesResponse }) => params.codes,
    }),
    forgetRecoveryCodes: assign({ recoveryCodes: null }),
    takeNotice: assign({ notice: (_, params: { notice: string }) => params.notice }),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    hasCode: ({ event }) => typedCode(event) !== '',
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: ({ input }) => ({
    enabled: input.enabled,
    enrolment: null,
    recoveryCodes: null,
    failure: null,
    notice: null,
  }),
  initial: 'restoring',
  on: {
    // Mid-flow the loaded settings only update what is known; the flow goes on.
    'twoFactor.sync': {
      actions: { type: 'takeEnabled', params: ({ event }) => ({ enabled: event.enabled }) },
    },
  },
  states: {
    restoring: {
      always: [{ guard: 'isEnabled', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        'twoFactor.start': {
          target: 'starting',
          actions: ['forgetFailure', 'forgetNotice'],
        },
        // Turned on elsewhere (another device): the reloaded settings say so.
        'twoFactor.sync': {
          target: 'restoring',
          actions: { type: 'takeEnabled', params: ({ event }) => ({ enabled: event.enabled }) },
        },
      },
    },
    starting: {
      invoke: {
        src: 'beginEnrolment',
        onDone: {
          target: 'scanning',
          actions: { type: 'takeEnrolment', params: ({ event }) => ({ enrolment: event.output }) },
        },
        onError: {
          target: 'off',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ kind: 'start' as const, error: event.error }),
          },
        },
      },
    },
    scanning: {
      on: {
        'twoFactor.confirm': [
          { guard: 'hasCode', target: 'confirming', actions: 'forgetFailure' },
          // Nothing typed: nothing is sent.
          { actions: { type: 'reportFailure', params: { kind: 'codeMissing' as const } } },
        ],
        'twoFactor.cancel': {
          target: 'off',
          actions: ['forgetFailure', 'forgetEnrolment'],
        },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmEnrolment',
        input: ({ event }) => ({ code: typedCode(event) }),
        onDone: {
          target: 'showingCodes',
          actions: [
            'forgetEnrolment',
            { type: 'takeEnabled', params: { enabled: true } },
            { type: 'takeRecoveryCodes', params: ({ event }) => ({ codes: event.output }) },
            'notifyChanged',
          ],
        },
        // A wrong (or used) code: the key stays on screen for another try.
        onError: {
          target: 'scanning',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ kind: 'confirm' as const, error: event.error }),
          },
        },
      },
    },
    showingCodes: {
      on: {
        'twoFactor.codesSaved': { target: 'on', actions: 'forgetRecoveryCodes' },
      },
    },
    on: {
      on: {
        'twoFactor.disable': { target: 'disabling', actions: 'forgetFailure' },
        'twoFactor.newCodes': { target: 'regenerating', actions: 'forgetFailure' },
        // Turned off elsewhere.
        'twoFactor.sync': {
          target: 'restoring',
          actions: { type: 'takeEnabled', params: ({ event }) => ({ enabled: event.enabled }) },
        },
      },
    },
    // The dialog asking for the password and a code before turning it off.
    disabling: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'twoFactor.submit': { target: 'pending', actions: 'forgetFailure' },
            'twoFactor.cancel': { target: '#twoFactorSetup.on', actions: 'forgetFailure' },
          },
        },
        pending: {
          invoke: {
            src: 'disableTwoFactor',
            input: ({ event }) => submittedBody(event),
            onDone: {
              target: '#twoFactorSetup.off',
              actions: [
                { type: 'takeEnabled', params: { enabled: false } },
                { type: 'takeNotice', params: ({ event }) => ({ notice: event.output.message }) },
                'notifyChanged',
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ kind: 'disable' as const, error: event.error }),
              },
            },
          },
        },
      },
    },
    // The same dialog, for recovery codes made anew (the old ones stop working).
    regenerating: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'twoFactor.submit': { target: 'pending', actions: 'forgetFailure' },
            'twoFactor.cancel': { target: '#twoFactorSetup.on', actions: 'forgetFailure' },
          },
        },
        pending: {
          invoke: {
            src: 'regenerateRecoveryCodes',
            input: ({ event }) => submittedBody(event),
            onDone: {
              target: '#twoFactorSetup.showingCodes',
              actions: {
                type: 'takeRecoveryCodes',
                params: ({ event }) => ({ codes: event.output }),
              },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ kind: 'regenerate' as const, error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});
