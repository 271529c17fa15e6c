import { assign, fromPromise, setup } from 'xstate';
import type {
  CreateCustomThemeBody,
  CustomTheme,
  Message,
  UserCategoryDataResponse,
} from '@taskboard/contract';
import { isApiFailure, serverNotice } from '../shared/apiFailure';
import type { LoadOutcome } from '../shared/loadOutcome';

// The settings section for grouping goals (content spec §2 modals, §4 Grouping theme and Theme
// editor): the themes come read by the settings route's loader (or its failure, tried again
// here), then the grouping theme modal opens to switch, the editor to create or change a custom
// theme, and the delete confirmation to remove one. Each change is a call the
// app provides, followed by a reload of the themes, so the section shows what the server now
// holds; the dialog it started from keeps its failure, and a success notice stays for 3 s.

/** Spec §9: success messages vanish after 3 s. */
export const THEME_NOTICE_MS = 3000;

/** What a failure is about, so the screen can say it in its own words when the server did not. */
export type ThemeAction = 'load' | 'switch' | 'create' | 'update' | 'delete';

export interface ThemeFailure {
  action: ThemeAction;
  /**
   * The server's message (by its id when it named one, else its detail's words), or the draft
   * check's message; null when neither said why.
   */
  message: Message | string | null;
}

/** The editor's draft as the app checked it against the call's schema before anything is sent. */
export type ThemeDraftCheck =
  { ok: true; body: CreateCustomThemeBody } | { ok: false; message: string };

export interface UpdateThemeInput {
  themeId: string;
  body: CreateCustomThemeBody;
}

export interface DeleteThemeInput {
  themeId: string;
  name: string;
}

/** The themes as the settings route's loader read them, or the failure it met. */
export type ThemeManagementInput = LoadOutcome<UserCategoryDataResponse>;

export interface ThemeManagementContext {
  /** The flavors, the custom themes and the one in use; null until they have been read. */
  themes: UserCategoryDataResponse | null;
  /** The custom theme in the editor or the delete confirmation. */
  themeId: string | null;
  failure: ThemeFailure | null;
  /** What the last change's call answered, announced once the themes have reloaded. */
  changeMessage: string | null;
  /** The success notice the section shows. */
  notice: string | null;
}

export type ThemeManagementEvent =
  | { type: 'themes.retry' }
  | { type: 'themes.openPicker' }
  /** Closes the dialog on top: the picker, the editor (back to the picker), the confirmation. */
  | { type: 'themes.close' }
  | { type: 'themes.choose'; themeId: string }
  | { type: 'themes.create' }
  | { type: 'themes.edit'; themeId: string }
  | { type: 'themes.save'; check: ThemeDraftCheck }
  | { type: 'themes.delete' }
  | { type: 'themes.confirmDelete' };

/**
 * The server's own message for a failed call, when it sent a detail: by its id when it named
 * one, else its words. A generic failure has none.
 */
export function failureDetail(error: unknown): Message | string | null {
  if (!isApiFailure(error)) return null;
  const { detail } = error;
  if (typeof detail !== 'string' || detail.trim() === '') return null;
  return serverNotice(error) ?? null;
}

/** The custom theme the editor or the delete confirmation is about. */
export function editedTheme(context: ThemeManagementContext): CustomTheme | undefined {
  return context.themes?.custom_themes.find((theme) => theme.theme_id === context.themeId);
}

const themeManagementRoot = '#themeManagement';
const dialog = `${themeManagementRoot}.ready.dialog`;
const noticeShown = `${themeManagementRoot}.ready.notice.shown`;

export const themeManagementMachine = setup({
  types: {
    input: {} as ThemeManagementInput,
    context: {} as ThemeManagementContext,
    events: {} as ThemeManagementEvent,
  },
  actors: {
    /**
     * GET /backlog/user-category-data (or the three calls it stands for): tried again after a
     * failed load, and read again after each change.
     */
    loadThemes: fromPromise<UserCategoryDataResponse, void>(async () => {
      throw new Error('loadThemes is provided by the app');
    }),
    /** POST /backlog/switch-flavor; answers the notice to show. */
    chooseTheme: fromPromise<string, { themeId: string }>(async () => {
      throw new Error('chooseTheme is provided by the app');
    }),
    /** POST /backlog/custom-themes; answers the notice to show. */
    createTheme: fromPromise<string, CreateCustomThemeBody>(async () => {
      throw new Error('createTheme is provided by the app');
    }),
    /** PUT /backlog/custom-themes/{theme_id}; answers the notice to show. */
    updateTheme: fromPromise<string, UpdateThemeInput>(async () => {
      throw new Error('updateTheme is provided by the app');
    }),
    /** DELETE /backlog/custom-themes/{theme_id}; answers the notice to show. */
    deleteTheme: fromPromise<string, DeleteThemeInput>(async () => {
      throw new Error('deleteTheme is provided by the app');
    }),
  },
  actions: {
    takeThemes: assign({
      themes: (_, params: { themes: UserCategoryDataResponse }) => params.themes,
    }),
    pickTheme: assign({ themeId: (_, params: { themeId: string | null }) => params.themeId }),
    reportFailure: assign({
      failure: (_, params: { action: ThemeAction; error: unknown }) => ({
        action: params.action,
        message: failureDetail(params.error),
      }),
    }),
    reportInvalidDraft: assign({
      failure: (_, params: { action: 'create' | 'update'; message: string }) => params,
    }),
    forgetFailure: assign({ failure: null }),
    keepChangeMessage: assign({
      changeMessage: (_, params: { message: string }) => params.message,
    }),
    announceChange: assign({
      notice: ({ context }) => context.changeMessage,
      changeMessage: null,
    }),
    clearNotice: assign({ notice: null }),
  },
  guards: {
    hasThemes: ({ context }) => context.themes !== null,
    isCustomTheme: ({ context }, params: { themeId: string }) =>
      context.themes?.custom_themes.some((theme) => theme.theme_id === params.themeId) ?? false,
    isValidDraft: (_, params: { check: ThemeDraftCheck }) => params.check.ok,
  },
  delays: {
    noticeVisible: THEME_NOTICE_MS,
  },
}).createMachine({
  id: 'themeManagement',
  context: ({ input }) => ({
    themes: input.ok ? input.data : null,
    themeId: null,
    failure: input.ok ? null : { action: 'load', message: failureDetail(input.error) },
    changeMessage: null,
    notice: null,
  }),
  initial: 'received',
  states: {
    // The loader's answer: the section is ready, or shows the failure with 'Try Again'.
    received: {
      always: [{ guard: 'hasThemes', target: 'ready' }, { target: 'loadFailed' }],
    },
    loading: {
      invoke: {
        src: 'loadThemes',
        onDone: {
          target: 'ready',
          actions: { type: 'takeThemes', params: ({ event }) => ({ themes: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ action: 'load' as const, error: event.error }),
          },
        },
      },
    },
    loadFailed: {
      exit: 'forgetFailure',
      on: { 'themes.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'themes.openPicker': 'picker' },
            },
            picker: {
              initial: 'browsing',
              states: {
                browsing: {
                  // A failure belongs to the step that showed it: the next step starts clean.
                  exit: 'forgetFailure',
                  on: {
                    'themes.close': `${dialog}.closed`,
                    'themes.choose': 'choosing',
                    'themes.create': {
                      target: `${dialog}.creating`,
                      actions: { type: 'pickTheme', params: { themeId: null } },
                    },
                    'themes.edit': {
                      guard: {
                        type: 'isCustomTheme',
                        params: ({ event }) => ({ themeId: event.themeId }),
                      },
                      target: `${dialog}.editing`,
                      actions: {
                        type: 'pickTheme',
                        params: ({ event }) => ({ themeId: event.themeId }),
                      },
                    },
                  },
                },
                choosing: {
                  initial: 'sending',
                  states: {
                    sending: {
                      invoke: {
                        src: 'chooseTheme',
                        input: ({ event }) => ({
                          themeId: event.type === 'themes.choose' ? event.themeId : '',
                        }),
                        onDone: {
                          target: 'reloading',
                          actions: {
                            type: 'keepChangeMessage',
                            params: ({ event }) => ({ message: event.output }),
                          },
                        },
                        onError: {
                          target: `${dialog}.picker.browsing`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'switch' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                    reloading: {
                      invoke: {
                        src: 'loadThemes',
                        onDone: {
                          // The new theme is in use: the modal closes, the section says so.
                          target: [`${dialog}.closed`, noticeShown],
                          actions: [
                            {
                              type: 'takeThemes',
                              params: ({ event }) => ({ themes: event.output }),
                            },
                            'announceChange',
                          ],
                        },
                        onError: {
                          target: `${dialog}.picker.browsing`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'switch' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
            creating: {
              initial: 'drafting',
              states: {
                drafting: {
                  exit: 'forgetFailure',
                  on: {
                    'themes.close': `${dialog}.picker`,
                    'themes.save': [
                      {
                        guard: {
                          type: 'isValidDraft',
                          params: ({ event }) => ({ check: event.check }),
                        },
                        target: 'saving',
                      },
                      {
                        // Checked before anything is sent: the schema's message, no call.
                        actions: {
                          type: 'reportInvalidDraft',
                          params: ({ event }) => ({
                            action: 'create' as const,
                            message: event.check.ok ? '' : event.check.message,
                          }),
                        },
                      },
                    ],
                  },
                },
                saving: {
                  initial: 'sending',
                  states: {
                    sending: {
                      invoke: {
                        src: 'createTheme',
                        input: ({ event }) => bodyOf(event),
                        onDone: {
                          target: 'reloading',
                          actions: {
                            type: 'keepChangeMessage',
                            params: ({ event }) => ({ message: event.output }),
                          },
                        },
                        onError: {
                          target: `${dialog}.creating.drafting`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'create' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                    reloading: {
                      invoke: {
                        src: 'loadThemes',
                        onDone: {
                          // Back in the grouping theme modal, with the new theme to pick.
                          target: [`${dialog}.picker`, noticeShown],
                          actions: [
                            {
                              type: 'takeThemes',
                              params: ({ event }) => ({ themes: event.output }),
                            },
                            'announceChange',
                          ],
                        },
                        onError: {
                          target: `${dialog}.creating.drafting`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'create' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
            editing: {
              initial: 'drafting',
              states: {
                drafting: {
                  exit: 'forgetFailure',
                  on: {
                    'themes.close': `${dialog}.picker`,
                    'themes.delete': `${dialog}.confirmingDelete`,
                    'themes.save': [
                      {
                        guard: {
                          type: 'isValidDraft',
                          params: ({ event }) => ({ check: event.check }),
                        },
                        target: 'saving',
                      },
                      {
                        actions: {
                          type: 'reportInvalidDraft',
                          params: ({ event }) => ({
                            action: 'update' as const,
                            message: event.check.ok ? '' : event.check.message,
                          }),
                        },
                      },
                    ],
                  },
                },
                saving: {
                  initial: 'sending',
                  states: {
                    sending: {
                      invoke: {
                        src: 'updateTheme',
                        input: ({ context, event }) => ({
                          themeId: context.themeId ?? '',
                          body: bodyOf(event),
                        }),
                        onDone: {
                          target: 'reloading',
                          actions: {
                            type: 'keepChangeMessage',
                            params: ({ event }) => ({ message: event.output }),
                          },
                        },
                        onError: {
                          target: `${dialog}.editing.drafting`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'update' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                    reloading: {
                      invoke: {
                        src: 'loadThemes',
                        onDone: {
                          target: [`${dialog}.picker`, noticeShown],
                          actions: [
                            {
                              type: 'takeThemes',
                              params: ({ event }) => ({ themes: event.output }),
                            },
                            'announceChange',
                          ],
                        },
                        onError: {
                          target: `${dialog}.editing.drafting`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'update' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
            confirmingDelete: {
              initial: 'asking',
              states: {
                asking: {
                  exit: 'forgetFailure',
                  on: {
                    // Cancelling keeps the theme: its editor is back.
                    'themes.close': `${dialog}.editing`,
                    'themes.confirmDelete': 'deleting',
                  },
                },
                deleting: {
                  initial: 'sending',
                  states: {
                    sending: {
                      invoke: {
                        src: 'deleteTheme',
                        input: ({ context }) => ({
                          themeId: context.themeId ?? '',
                          name: editedTheme(context)?.name ?? '',
                        }),
                        onDone: {
                          target: 'reloading',
                          actions: {
                            type: 'keepChangeMessage',
                            params: ({ event }) => ({ message: event.output }),
                          },
                        },
                        onError: {
                          target: `${dialog}.confirmingDelete.asking`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'delete' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                    reloading: {
                      invoke: {
                        src: 'loadThemes',
                        onDone: {
                          target: [`${dialog}.picker`, noticeShown],
                          actions: [
                            {
                              type: 'takeThemes',
                              params: ({ event }) => ({ themes: event.output }),
                            },
                            'announceChange',
                          ],
                        },
                        onError: {
                          target: `${dialog}.confirmingDelete.asking`,
                          actions: {
                            type: 'reportFailure',
                            params: ({ event }) => ({
                              action: 'delete' as const,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        notice: {
          initial: 'hidden',
          states: {
            hidden: {},
            // Entered anew by every change, so each notice has its full 3 s.
            shown: {
              after: { noticeVisible: { target: 'hidden', actions: 'clearNotice' } },
            },
          },
        },
      },
    },
  },
});

/** The checked draft's body that led into a saving state. */
function bodyOf(event: ThemeManagementEvent): CreateCustomThemeBody {
  if (event.type === 'themes.save' && event.check.ok) return event.check.body;
  throw new Error('a theme is saved only from a checked draft');
}
