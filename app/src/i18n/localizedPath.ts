import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { isPublicPage } from './deviceLanguage';
import { activeLanguage } from './i18n';
import { pathInLanguage, type UiLanguage } from './languages';

function localizedIn(path: string, language: UiLanguage): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  return isPublicPage(pathname) ? pathInLanguage(pathname, language) + rest : path;
}

/**
 * Where a link or redirect goes in the language shown: a public page's translation (/login is
 * /fr/login in French), so a visitor moving between public pages stays in their language; any
 * other screen's path as it is. For actions and loaders, read at the time of use.
 */
export function localizedPath(path: string): string {
  return localizedIn(path, activeLanguage());
}

/** The same for a component's links, which follow a change of language without a reload. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLingui().i18n.locale as UiLanguage;
  return useCallback((path: string) => localizedIn(path, language), [language]);
}
