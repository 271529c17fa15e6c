// Theme entry (`@taskboard/ui/theme`): the contract every style reads and the two theme classes.
// Put `lightTheme` or `darkTheme` on <html> (or any subtree) to theme what is inside it.
export { themeBase } from './global.css';

export { vars } from './vars.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
export { lightTokens, darkTokens, reducedMotionTokens } from './tokens';
export type { ThemeTokens } from './tokens';
export {
  categoryColors,
  darkCategoryPalette,
  isCategoryColor,
  lightCategoryPalette,
  type CategoryColor,
  type CategoryColorValues,
  type CategoryPalette,
} from './categoryColors';
export { reducedMotionQuery } from './reducedMotion';

/** The names of the themes the library ships, in the order a switcher lists them. */
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
