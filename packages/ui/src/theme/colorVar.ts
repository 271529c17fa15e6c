import { colorAt, type ColorPath } from './colorPath';
import { vars } from './vars.css';

/** The theme variable of a colour path, for styles: 'priority.high' → vars.color.priority.high. */
export function colorVar(path: ColorPath): string {
  return colorAt(vars.color, path);
}
