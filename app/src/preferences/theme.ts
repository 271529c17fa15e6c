import type { ThemePreference } from '@taskboard/contract';
import { darkTheme, lightTheme } from '@taskboard/ui/theme';
import { PREFERENCES_KEY } from './storedPreferences';

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
