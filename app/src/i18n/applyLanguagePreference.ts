import type { Language } from '@taskboard/contract';
import { rememberLanguage } from './deviceLanguage';
import { activateLanguage } from './i18n';

/**
 * The signed-in user's language, shown before their screens render and remembered on this device
 * (the next first paint, and the server's choice of prerendered page, follow it).
 */
export async function applyLanguagePreference(language: Language): Promise<void> {
  rememberLanguage(language);
  // The spec's known messages too: a machine's error on these screens (not a navigation) would
  // otherwise wait for them with the whole screen on hold.
  await activateLanguage(language, ['screens', 'messages']);
}
