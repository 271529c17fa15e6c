import { z } from 'zod';

/**
 * The ten colour choices of a category (spec §3). Each has fixed values per light and dark theme
 * in @taskboard/ui (its `categoryColors`), checked there for contrast.
 */
export const themeColors = [
  'blue',
  'green',
  'purple',
  'red',
  'orange',
  'pink',
  'indigo',
  'teal',
  'yellow',
  'gray',
] as const;
export const themeColor = z.enum(themeColors, {
  error: `The colour must be one of ${themeColors.join(', ')}`,
});
export type ThemeColor = z.infer<typeof themeColor>;

/** `#rrggbb`: the one other colour form a task may hold, as API clients of the spec send it. */
const hexColor = /^#[0-9a-fA-F]{6}$/;

/**
 * A task's colour: one of the ten, or `#rrggbb`. Nothing else is stored, so no other text (a
 * `javascript:` address, CSS) ever reaches a page as a colour.
 */
export const taskColor = z
  .string({ error: `The colour must be one of ${themeColors.join(', ')} or #rrggbb` })
  .refine(
    (value) => (themeColors as readonly string[]).includes(value) || hexColor.test(value),
    `The colour must be one of ${themeColors.join(', ')} or #rrggbb`,
  );
