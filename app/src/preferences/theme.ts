import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ThemePreference } from '@taskboard/contract';
import { darkTheme, lightTheme } from '@taskboard/ui/theme';
import type { LayoutData } from '../navigation/layoutData';
import { AUTHENTICATED_LAYOUT_ID } from '../navigation/layoutId';
import { PREFERENCES_KEY } from './storageKey';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The script the page head runs before first paint: it puts the stored choice's theme class on
 * <html> (AUTO and no choice follow the system). Plain ES5 in a string, so it runs before any
 * module; the server allows it by its hash (packages/server/src/plugins/inline-script-hashes.ts).
 */
export const themeBootScript =
  `(function(){try{var t=(JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_KEY)})||'{}')||{}).theme;` +
  `var dark=t==='DARK'||(t!=='LIGHT'&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches);` +
  `var c=document.documentElement.classList;c.remove(${JSON.stringify(lightTheme)},${JSON.stringify(darkTheme)});` +
  `c.add(dark?${JSON.stringify(darkTheme)}:${JSON.stringify(lightTheme)});}catch(e){}})();`;

/** Whether a choice shows the dark theme, given whether the system prefers dark. */
export function isDark(choice: ThemePreference, systemPrefersDark: boolean): boolean {
  return choice === 'DARK' || (choice === 'AUTO' && systemPrefersDark);
}

/**
 * Puts the choice's theme on <html> now, and for AUTO again whenever the system's preference
 * changes. Answers a function that stops following the system.
 */
export function applyTheme(choice: ThemePreference): () => void {
  const system = window.matchMedia(DARK_QUERY);
  const apply = () => {
    const dark = isDark(choice, system.matches);
    const classes = document.documentElement.classList;
    classes.toggle(darkTheme, dark);
    classes.toggle(lightTheme, !dark);
  };
  apply();
  if (choice !== 'AUTO') return () => {};
  system.addEventListener('change', apply);
  return () => system.removeEventListener('change', apply);
}

const THEMES: Record<ThemePreference, true> = { LIGHT: true, DARK: true, AUTO: true };

/**
 * The theme stored on this device (AUTO when none or not a theme), read without the contract's
 * schemas: every page runs it, and the public pages' script budget has no room for them.
 */
export function storedTheme(): ThemePreference {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as { theme?: unknown };
    return typeof stored.theme === 'string' && stored.theme in THEMES
      ? (stored.theme as ThemePreference)
      : 'AUTO';
  } catch {
    return 'AUTO';
  }
}

/**
 * Keeps <html> in the chosen theme (and, for AUTO, in step with the system): the signed-in
 * user's, else the one stored on this device.
 */
export function useAppliedTheme(): void {
  const layout = useRouteLoaderData<LayoutData>(AUTHENTICATED_LAYOUT_ID);
  const theme = layout?.preferences.theme ?? storedTheme();
  useEffect(() => applyTheme(theme), [theme]);
}
