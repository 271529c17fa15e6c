import type { ThemeTokens } from './tokens';

// A colour token named by its path ('primary', 'priority.high'), so styles and the contrast
// test can speak of the same colour: the styles read its variable, the test its value.

type Colors = ThemeTokens['color'];
export type ColorPath =
  | Exclude<keyof Colors, 'priority' | 'status' | 'streak' | 'tier' | 'category'>
  | `priority.${keyof Colors['priority']}`
  | `status.${keyof Colors['status']}`
  | `streak.${keyof Colors['streak']}`
  | `tier.${keyof Colors['tier']}`
  | `category.${keyof Colors['category']}`;

/** Reads a colour such as 'priority.high' out of a theme's colour tokens (or the contract's variables). */
export function colorAt(colors: Colors, path: ColorPath): string {
  const [group, key] = path.split('.') as [string, string | undefined];
  const value = key
    ? (colors[group as 'priority'] as Record<string, string>)[key]
    : (colors as unknown as Record<string, string>)[group];
  if (typeof value !== 'string') throw new Error(`No colour token ${path}`);
  return value;
}
