import { isContentPage, publicPages } from '../prerender/publicPages';
import {
  browserLanguage,
  isUiLanguage,
  languageOfPath,
  pathWithoutLanguage,
  sourceLanguage,
  type UiLanguage,
} from './languages';

/**
 * The cookie that remembers this device's language: the signed-in user's preference once it is
 * known, or the language a visitor picked. The server reads it too, to send a visitor the public
 * page prerendered in that language (packages/server/src/plugins/spa.ts).
 */
const LANGUAGE_COOKIE = 'taskboard.lang';

export function rememberLanguage(language: UiLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function rememberedLanguage(): UiLanguage | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=([^;]*)`).exec(
    document.cookie,
  );
  return isUiLanguage(match?.[1]) ? match[1] : undefined;
}

/** This device's language: the one remembered, else the browser's first we speak, else English. */
export function deviceLanguage(): UiLanguage {
  return rememberedLanguage() ?? browserLanguage(navigator.languages) ?? sourceLanguage;
}

/** Whether an address is one of the public pages (the content library's among them). */
export function isPublicPage(pathname: string): boolean {
  const bare = pathWithoutLanguage(pathname).replace(/\/$/, '');
  return (publicPages as readonly string[]).includes(bare) || isContentPage(bare);
}

/**
 * The language a page opens in, before it hydrates: a prerendered public page is in the
 * language of its address (so hydration finds the words it rendered); the single-page shell, which
 * also answers a content page the build did not prerender, in the language its address names, else
 * in this device's language.
 */
export function openingLanguage(pathname: string, prerendered: boolean): UiLanguage {
  if (!isPublicPage(pathname)) return deviceLanguage();
  return languageOfPath(pathname) ?? (prerendered ? sourceLanguage : deviceLanguage());
}
