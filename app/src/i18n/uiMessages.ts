import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { PartialUiMessages } from '@taskboard/ui';
import { isMessageLoaded } from './i18n';
import type { MessageId } from './messageId';
import type { MessageValues } from './useT';

// The @taskboard/ui components' texts in the language shown, for UiMessagesProvider. They live in
// two areas of the catalogues: `ui` for the components the public pages show (in the shell's
// part, so a prerendered page is translated from its first paint) and `uiScreens` for those of
// the signed-in screens (in their part, so a public page downloads none of the board's words).
// The signed-in screens' half, and its code, comes with them (uiScreensMessages.ts). A text whose
// part is not loaded yet is left out: its component shows the English default until the part
// arrives, and never waits or downloads for it.

/** Where the texts come from: the app's translator, and whether a message is loaded yet. */
export type UiTextSource = {
  isLoaded: (id: MessageId) => boolean;
  translate: (id: MessageId, values?: MessageValues) => string;
};

/** The texts of the components the public pages show, in the language shown. */
export function useUiTranslations(): PartialUiMessages {
  return useUiTexts(uiTranslations);
}

/**
 * Texts built from the app's translator and kept until it changes: the I18nProvider hands out a
 * new translator whenever a language is activated or a part of its messages arrives.
 */
export function useUiTexts(build: (source: UiTextSource) => PartialUiMessages): PartialUiMessages {
  const { _ } = useLingui();
  return useMemo(
    () => build({ isLoaded: isMessageLoaded, translate: (id, values) => _(id, values) }),
    [_, build],
  );
}

/** A plain text, when its message is loaded. */
export const textOf = (source: UiTextSource) => (id: MessageId) =>
  source.isLoaded(id) ? source.translate(id) : undefined;

/** A text taking values, when its message is loaded. */
export const formatOf =
  (source: UiTextSource) =>
  <A extends unknown[]>(id: MessageId, values: (...args: A) => MessageValues) =>
    source.isLoaded(id) ? (...args: A) => source.translate(id, values(...args)) : undefined;

/** The public pages' components' texts from a source. */
export function uiTranslations(source: UiTextSource): PartialUiMessages {
  const text = textOf(source);
  const format = formatOf(source);

  return {
    articleCard: {
      ageRange: format('ui.articleCard.ageRange', (from: number, to: number) => ({ from, to })),
      parentAge: text('ui.articleCard.parentAge'),
      unknownAge: text('ui.articleCard.unknownAge'),
      age: text('ui.articleCard.age'),
      author: text('ui.articleCard.author'),
      published: text('ui.articleCard.published'),
      keywords: text('ui.articleCard.keywords'),
    },
    avatar: { noName: text('ui.avatar.noName') },
    chip: {
      priorities: whole({
        high: text('ui.chip.priorities.high'),
        medium: text('ui.chip.priorities.medium'),
        low: text('ui.chip.priorities.low'),
      }),
    },
    confirmDialog: {
      cancel: text('ui.confirmDialog.cancel'),
      password: text('ui.confirmDialog.password'),
    },
    dialog: { close: text('ui.dialog.close') },
    familyMemberCard: {
      current: text('ui.familyMemberCard.current'),
      roles: whole({
        parent: text('ui.familyMemberCard.roles.parent'),
        primaryChild: text('ui.familyMemberCard.roles.primaryChild'),
        child: text('ui.familyMemberCard.roles.child'),
      }),
      created: format('ui.familyMemberCard.created', (date: string) => ({ date })),
      badges: format(
        'ui.familyMemberCard.badges',
        ({ gold, silver, bronze }: { gold: number; silver: number; bronze: number }) => ({
          gold,
          silver,
          bronze,
        }),
      ),
      switching: format('ui.familyMemberCard.switching', (name: string) => ({ name })),
      remove: format('ui.familyMemberCard.remove', (name: string) => ({ name })),
    },
    pagination: {
      label: text('ui.pagination.label'),
      previous: text('ui.pagination.previous'),
      next: text('ui.pagination.next'),
      page: format('ui.pagination.page', (page: number) => ({ page })),
    },
    passwordField: {
      show: text('ui.passwordField.show'),
      hide: text('ui.passwordField.hide'),
    },
    sideNav: { label: text('ui.sideNav.label') },
    sidebarLayout: { asideLabel: text('ui.sidebarLayout.asideLabel') },
    spinner: { label: text('ui.spinner.label') },
    textArea: {
      count: format('ui.textArea.count', (used: number, max: number) => ({ used, max })),
    },
  };
}

/** A set of texts a component reads by key (column names, say): given whole, or not at all. */
export function whole<K extends string>(
  texts: Record<K, string | undefined>,
): Record<K, string> | undefined {
  const given = Object.values<string | undefined>(texts).every((text) => text !== undefined);
  return given ? (texts as Record<K, string>) : undefined;
}

/** A list of texts (the ways to earn a badge): given whole, or not at all. */
export function list(...texts: (string | undefined)[]): string[] | undefined {
  return texts.every((text) => text !== undefined) ? (texts as string[]) : undefined;
}
