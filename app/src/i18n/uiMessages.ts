import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageValues, UiTranslate } from '@taskboard/ui';
import { activeLanguage, isMessageLoaded } from './i18n';

// The @taskboard/ui components' texts in the language shown, for UiMessagesProvider. Each
// component declares its texts once, in English (defineMessages in the library); the English
// catalogues are extracted from those declarations (`npm run i18n:extract -w app`, see
// uiCatalogues.ts) and every text is translated by id, with no mapping written by hand here.
// They live in two areas of the catalogues: `ui` for the components the public pages show (in
// the shell's part, so a prerendered page is translated from its first paint) and `uiScreens`
// for those of the signed-in screens (in their part, so a public page downloads none of the
// board's words). A text whose part is not loaded yet keeps its component's English default
// until the part arrives, and never waits or downloads for it.

/** The components the public pages show: their texts are in the `ui` area, every other's in `uiScreens`. */
export const publicPageComponents: ReadonlySet<string> = new Set([
  'articleCard',
  'avatar',
  'chip',
  'confirmDialog',
  'dialog',
  'familyMemberCard',
  'pagination',
  'passwordField',
  'sideNav',
  'sidebarLayout',
  'spinner',
  'textArea',
]);

/** The app's id of a library text ('column.count' → 'uiScreens.column.count'). */
export function uiMessageId(id: string): string {
  const component = id.slice(0, id.indexOf('.'));
  return `${publicPageComponents.has(component) ? 'ui' : 'uiScreens'}.${id}`;
}

/** A day as the language shown writes it short ('Nov 24', '24 nov.', '11月24日'). */
const dayOfMonth = (date: Date) =>
  new Intl.DateTimeFormat(activeLanguage(), { month: 'short', day: 'numeric' }).format(date);

/** The values with every date written as the language shown writes a day. */
function inLanguage(values: MessageValues): MessageValues {
  const shown: MessageValues = {};
  for (const [name, value] of Object.entries(values))
    shown[name] = value instanceof Date ? dayOfMonth(value) : value;
  return shown;
}

/**
 * The library's texts from the app's translator, when their part is loaded; a new function
 * whenever the I18nProvider hands out a new translator (a language activated, a part arrived).
 */
export function useUiTranslate(): UiTranslate {
  const { _ } = useLingui();
  return useMemo(() => uiTranslate(_), [_]);
}

/** A UiMessagesProvider translator from one of the app's (`i18n._`). */
export function uiTranslate(
  translate: (id: string, values?: MessageValues) => string,
): UiTranslate {
  return (id, values) => {
    const appId = uiMessageId(id);
    if (!isMessageLoaded(appId)) return undefined;
    return translate(appId, values && inLanguage(values));
  };
}
