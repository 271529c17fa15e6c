import { isCategoryColor } from '../theme/categoryColors';
import { themeVar } from '../theme/variableName';

/**
 * The theme's value for a category colour name ('blue' → the current theme's blue ink), so one
 * stored name reads well in light and dark. Any other value (an old hex) is used as it is.
 */
export function categoryInk(color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  return isCategoryColor(color) ? themeVar('color', 'category', `${color}Ink`) : color;
}
