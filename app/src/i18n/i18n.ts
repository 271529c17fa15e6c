import { setupI18n, type Messages } from '@lingui/core';
import { sourceLanguage, type UiLanguage } from './languages';

/** The app's one translator: every screen and the @taskboard/ui messages read from it. */
export const i18n = setupI18n();

// One dynamic import per language, so a build writes each catalogue as its own chunk and a
// visitor downloads only the language shown.
const catalogues: Record<UiLanguage, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  zh: () => import('virtual:messages/zh'),
  ja: () => import('virtual:messages/ja'),
};

const loading = new Map<UiLanguage, Promise<void>>();

/** Fetches a language's catalogue once; later calls share the first download. */
export function loadCatalogue(language: UiLanguage): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = catalogues[language]().then(
      ({ default: messages }) => i18n.load(language, messages),
      (error: unknown) => {
        // A failed download (offline, a new build) may be tried again on the next change.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Shows the interface in a language: its catalogue loaded, every translated component
 * re-rendered (the provider listens to the change), <html lang> following. When the catalogue
 * cannot be fetched the interface stays in the language it is in.
 */
let wanted: UiLanguage | undefined;

export async function activateLanguage(language: UiLanguage): Promise<void> {
  wanted = language;
  if (i18n.locale === language) return;
  try {
    await loadCatalogue(language);
  } catch {
    if (i18n.locale) return;
    language = sourceLanguage;
    await loadCatalogue(language);
  }
  // A later choice made while this catalogue was downloading wins.
  if (wanted !== language && i18n.locale) return;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language shown now (English until a catalogue is active). */
export function activeLanguage(): UiLanguage {
  return (i18n.locale || sourceLanguage) as UiLanguage;
}
