import type { ColorPath } from './colorPath';
import { themeVar } from './variableName';

/** The theme variable of a colour path, for styles: 'priority.high' → var(--tb-color-priority-high). */
export function colorVar(path: ColorPath): string {
  return themeVar('color', ...path.split('.'));
}
