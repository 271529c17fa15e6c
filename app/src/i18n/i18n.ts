import { setupI18n } from '@lingui/core';
import loaders from 'virtual:messages/loaders';
import { catalogueParts, partOfId, type CataloguePart } from './catalogueParts';
import { sourceLanguage, type UiLanguage } from './languages';

/** The app's one translator: every screen and the @taskboard/ui messages read from it. */
export const i18n = setupI18n();

const downloads = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The parts shown so far: a change of language fetches them all in the new language. */
const shownParts = new Set<CataloguePart>(['shell']);

/** Fetches one part of a language's messages once; later calls share the first download. */
export function loadPart(language: UiLanguage, part: CataloguePart): Promise<void> {
  const key = `${language}/${part}`;
  let pending = downloads.get(key);
  if (!pending) {
    const load = loaders[language]?.[part];
    if (!load) return Promise.reject(new Error(`No messages for ${key}`));
    pending = load().then(
      ({ default: messages }) => {
        loaded.add(key);
        i18n.load(language, messages);
      },
      (error: unknown) => {
        // A failed download (offline, a new build) may be tried again later.
        downloads.delete(key);
        throw error;
      },
    );
    downloads.set(key, pending);
  }
  return pending;
}

/**
 * Makes sure a message of the language shown can be rendered. When its part is still
 * downloading this throws the download, so React suspends the component (a navigation keeps the
 * previous screen meanwhile) and renders it again once the words are in.
 */
export function requireMessage(id: string): void {
  const language = activeLanguage();
  const part = partOfId(id);
  if (loaded.has(`${language}/${part}`)) return;
  shownParts.add(part);
  throw loadPart(language, part); // React's Suspense protocol: the thrown download is awaited
}

/**
 * Whether a message of the language shown can be rendered now, without waiting or downloading:
 * for texts that have a fallback of their own (the @taskboard/ui components' English defaults),
 * shown until the part arrives with the screen that needs it.
 */
export function isMessageLoaded(id: string): boolean {
  return Boolean(i18n.locale) && loaded.has(`${activeLanguage()}/${partOfId(id)}`);
}

let wanted: UiLanguage | undefined;

/**
 * Shows the interface in a language: the named parts of its messages (all of them unless told;
 * the browser names only what the page needs) and those shown so far loaded, every translated
 * component re-rendered (the provider listens to the change), <html lang> following. When the
 * messages cannot be fetched the interface stays in the language it is in.
 */
export async function activateLanguage(
  language: UiLanguage,
  parts: readonly CataloguePart[] = catalogueParts,
): Promise<void> {
  wanted = language;
  for (const part of parts) shownParts.add(part);
  try {
    await Promise.all([...shownParts].map((part) => loadPart(language, part)));
  } catch {
    if (i18n.locale) return;
    language = sourceLanguage;
    await Promise.all([...shownParts].map((part) => loadPart(language, part)));
  }
  // A later choice made while these messages were downloading wins.
  if (wanted !== language && i18n.locale) return;
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language shown now (English until a catalogue is active). */
export function activeLanguage(): UiLanguage {
  return (i18n.locale || sourceLanguage) as UiLanguage;
}
