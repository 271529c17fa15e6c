import type { Message } from '@taskboard/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import { isApiFailure, serverNotice } from '../shared/apiFailure';

export type SettingsSection = 'profile' | 'notifications' | 'privacy' | 'preferences' | 'security';

/** One section's fields (flat: strings, numbers, booleans, null). */
export type SectionValues = Record<string, string | number | boolean | null>;

export interface SettingsSectionInput {
  section: SettingsSection;
  saved: SectionValues;
}

export interface SettingsSectionContext {
  section: SettingsSection;
  /** What the server last confirmed. */
  saved: SectionValues;
  /** What the form shows: the saved values with the user's edits on top. */
  edits: SectionValues;
  /** The outcome of a save, by its message id. */
  successMessage: Message | null;
  /** A failed save: the server's message (by its id when it names one), else the section's. */
  errorMessage: Message | string | null;
}

export type SettingsSectionEvent =
  | { type: 'settings.edit'; field: string; value: string | number | boolean | null }
  | { type: 'settings.discard' }
  | { type: 'settings.save' };

export type SettingsSectionEmitted = { type: 'settings.saved'; values: SectionValues };

export interface SaveSectionInput {
  section: SettingsSection;
  changes: SectionValues;
}

/** Only the fields whose edited value differs from the saved one. */
export function changedFields(saved: SectionValues, edits: SectionValues): SectionValues {
  return Object.fromEntries(
    Object.entries(edits).filter(([field, value]) => !Object.is(saved[field], value)),
  );
}

/** The 'Save Changes' button shows only when this is true. */
export function isDirty(context: Pick<SettingsSectionContext, 'saved' | 'edits'>): boolean {
  return Object.keys(changedFields(context.saved, context.edits)).length > 0;
}

type OtherSection = Exclude<SettingsSection, 'profile'>;

const sectionSaved: Record<OtherSection, Message> = {
  notifications: { id: 'settings.notificationsUpdated' },
  privacy: { id: 'settings.privacyUpdated' },
  preferences: { id: 'settings.preferencesUpdated' },
  security: { id: 'settings.securityUpdated' },
};

const sectionNotSaved: Record<OtherSection, Message> = {
  notifications: { id: 'settings.notificationsUpdateFailed' },
  privacy: { id: 'settings.privacyUpdateFailed' },
  preferences: { id: 'settings.preferencesUpdateFailed' },
  security: { id: 'settings.securityUpdateFailed' },
};

export function saveSuccessMessage(section: SettingsSection, changes: SectionValues): Message {
  if (section !== 'profile') return sectionSaved[section];
  return 'email' in changes ? { id: 'profile.updatedConfirmEmail' } : { id: 'profile.updated' };
}

/** Settings spec §8: profile saves have their own wording; other sections share one. */
export function saveFailureMessage(section: SettingsSection, error: unknown): Message | string {
  if (section === 'profile') {
    if (isApiFailure(error) && error.status === 409) return { id: 'profile.usernameOrEmailTaken' };
    if (isApiFailure(error) && error.status === 401) return { id: 'auth.sessionExpired' };
    return serverNotice(error) ?? { id: 'profile.updateFailed' };
  }
  if (!isApiFailure(error)) return { id: 'error.unexpected' };
  return serverNotice(error) ?? sectionNotSaved[section];
}

export const NO_CHANGES_MESSAGE: Message = { id: 'profile.noChanges' };

export const settingsSectionMachine = setup({
  types: {
    input: {} as SettingsSectionInput,
    context: {} as SettingsSectionContext,
    events: {} as SettingsSectionEvent,
    emitted: {} as SettingsSectionEmitted,
  },
  actors: {
    /** PUT the section (profile: PUT /users/profile) with the changed fields only. */
    saveSection: fromPromise<SectionValues, SaveSectionInput>(async () => {
      throw new Error('saveSection is provided by the app');
    }),
  },
  actions: {
    applyEdit: assign({
      edits: ({ context }, params: { field: string; value: SectionValues[string] }) => ({
        ...context.edits,
        [params.field]: params.value,
      }),
      errorMessage: null,
    }),
    discardEdits: assign({ edits: ({ context }) => context.saved, errorMessage: null }),
    acceptServerValues: assign(({ context }, params: { values: SectionValues }) => {
      const saved = { ...context.saved, ...params.values };
      return {
        saved,
        edits: saved,
        errorMessage: null,
        successMessage: saveSuccessMessage(
          context.section,
          changedFields(context.saved, context.edits),
        ),
      };
    }),
    announceSaved: emit(({ context }) => ({
      type: 'settings.saved' as const,
      values: context.saved,
    })),
    clearSuccess: assign({ successMessage: null }),
    reportNoChanges: assign({ errorMessage: NO_CHANGES_MESSAGE }),
    reportFailure: assign({
      errorMessage: ({ context }, params: { error: unknown }) =>
        saveFailureMessage(context.section, params.error),
    }),
  },
  guards: {
    hasChanges: ({ context }) => isDirty(context),
    isProfile: ({ context }) => context.section === 'profile',
  },
  delays: {
    // Settings spec §9: success messages vanish after 3 s, the profile's after 5 s.
    successMessage: ({ context }) => (context.section === 'profile' ? 5000 : 3000),
  },
}).createMachine({
  id: 'settingsSection',
  context: ({ input }) => ({
    section: input.section,
    saved: input.saved,
    edits: input.saved,
    successMessage: null,
    errorMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'settings.edit': {
          actions: {
            type: 'applyEdit',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'settings.discard': { actions: 'discardEdits' },
        'settings.save': [
          { guard: 'hasChanges', target: 'saving' },
          { guard: 'isProfile', actions: 'reportNoChanges' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveSection',
        input: ({ context }) => ({
          section: context.section,
          changes: changedFields(context.saved, context.edits),
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'acceptServerValues', params: ({ event }) => ({ values: event.output }) },
            'announceSaved',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      after: { successMessage: { target: 'editing', actions: 'clearSuccess' } },
      on: {
        'settings.edit': {
          target: 'editing',
          actions: [
            'clearSuccess',
            {
              type: 'applyEdit',
              params: ({ event }) => ({ field: event.field, value: event.value }),
            },
          ],
        },
      },
    },
  },
});
