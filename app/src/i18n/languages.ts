/**
 * The interface's languages (the spec's language preference), English first: the source the
 * others are written from and the last fallback. Kept here rather than read from the contract,
 * so the public pages' script does not carry the contract's schemas; a unit test keeps the two
 * lists equal.
 */
export const uiLanguages = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const sourceLanguage: UiLanguage = 'en';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) the interface
 * speaks, by its primary subtag: 'fr-CA' is French, 'zh-TW' Chinese. Undefined when none is.
 */
export function browserLanguage(wanted: readonly string[]): UiLanguage | undefined {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isUiLanguage(primary)) return primary;
  }
  return undefined;
}

/** The language an address is written in: its first segment when that is a language (/fr/login). */
export function languageOfPath(pathname: string): UiLanguage | undefined {
  const first = pathname.split('/')[1];
  return first !== sourceLanguage && isUiLanguage(first) ? first : undefined;
}

/** The address without its language segment: /fr/login is /login. */
export function pathWithoutLanguage(pathname: string): string {
  return languageOfPath(pathname) ? pathname.slice(3) || '/' : pathname;
}

/** A path in a language: English keeps the bare path, the others take their prefix. */
export function pathInLanguage(path: string, language: UiLanguage): string {
  const bare = pathWithoutLanguage(path);
  return language === sourceLanguage ? bare : `/${language}${bare}`;
}
