import { z } from 'zod';
import { categoryBadgeKinds } from './badge-kind';
import { category } from './backlog';
import { themeColor, type ThemeColor } from './palette';

// Goal grouping themes (content spec §3 Flavor, Custom theme; §4 Grouping theme, Theme editor;
// §5 custom theme messages; §7 flavor and theme calls). A built-in flavor or one of the user's
// custom themes decides which categories the user's goals can have.

// The ten colour choices live in palette.ts, which tasks share (backlog.ts cannot import this
// file, which imports it).
export { themeColor, themeColors, type ThemeColor } from './palette';

/** Spec §3: a new category starts with a note emoji and the colour blue. */
export const DEFAULT_CATEGORY_ICON = '📝';
export const DEFAULT_CATEGORY_COLOR: ThemeColor = 'blue';

/** Theme previews show up to 8 category icons (spec §9). */
export const THEME_PREVIEW_ICONS = 8;
export const THEME_NAME_MAX = 40;
export const THEME_DESCRIPTION_MAX = 200;
export const CATEGORY_NAME_MAX = 30;
export const CATEGORY_DESCRIPTION_MAX = 120;
/** More would not fit a child's category select. */
export const THEME_CATEGORIES_MAX = 12;
/** Enough for every season and every child's mood; keeps the theme list a list. */
export const CUSTOM_THEMES_MAX = 20;

/** Spec §5, word for word, plus the limits the spec leaves open. */
export const themeMessages = {
  createNameRequired: 'User ID and theme name are required',
  descriptionRequired: 'Theme description is required',
  categoriesRequired: 'At least one category is required',
  categoryNameRequired: 'All categories must have a name',
  updateNameAndDescriptionRequired: 'Theme name and description are required',
  nameTooLong: `The theme name must be at most ${THEME_NAME_MAX} characters long`,
  descriptionTooLong: `The theme description must be at most ${THEME_DESCRIPTION_MAX} characters long`,
  tooManyCategories: `A theme can have at most ${THEME_CATEGORIES_MAX} categories`,
  categoryNameTooLong: `A category name must be at most ${CATEGORY_NAME_MAX} characters long`,
  categoryDescriptionTooLong: `A category description must be at most ${CATEGORY_DESCRIPTION_MAX} characters long`,
  duplicateCategory: 'Each category needs a name of its own',
  iconNotEmoji: 'Pick one emoji as the category icon',
  badgeKindUnknown: `A category's badge_kind is one of ${categoryBadgeKinds.join(', ')}, or null for none`,
  tooManyThemes: `You can keep up to ${CUSTOM_THEMES_MAX} custom themes; delete one to make another`,
  themeNotFound: 'Custom theme not found',
  flavorNotFound: 'Flavor or theme not found',
  flavorRequired: 'Choose a flavor or theme to switch to',
  themeDeleted: 'Custom theme deleted',
} as const;

/** One emoji (with its modifiers and joiners), nothing else. */
const EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\uFE0F|\u200D|\u20E3)+$/u;

const categoryIcon = z
  .string({ error: themeMessages.iconNotEmoji })
  .trim()
  .max(16, themeMessages.iconNotEmoji)
  .regex(EMOJI, themeMessages.iconNotEmoji);

/** A required, trimmed text: missing, not text and blank all answer with `message`. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A category as the theme editor sends it; `category_id` keeps an existing category on update. */
export const themeCategoryInput = z.object({
  category_id: z.number().int().positive().max(2_147_483_647).optional(),
  name: requiredText(
    themeMessages.categoryNameRequired,
    CATEGORY_NAME_MAX,
    themeMessages.categoryNameTooLong,
  ),
  icon: categoryIcon.optional(),
  color: themeColor.optional(),
  /** Left out: a kept category keeps its kind, a new one has none (older clients send none). */
  badge_kind: z
    .enum(categoryBadgeKinds, { error: themeMessages.badgeKindUnknown })
    .nullable()
    .optional(),
  description: z
    .string()
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, themeMessages.categoryDescriptionTooLong)
    .nullable()
    .optional(),
});
export type ThemeCategoryInput = z.input<typeof themeCategoryInput>;

const themeCategories = z
  .array(themeCategoryInput, { error: themeMessages.categoriesRequired })
  .min(1, themeMessages.categoriesRequired)
  .max(THEME_CATEGORIES_MAX, themeMessages.tooManyCategories)
  .superRefine((categories, ctx) => {
    const seen = new Set<string>();
    for (const [index, { name }] of categories.entries()) {
      const key = name.toLocaleLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: themeMessages.duplicateCategory, path: [index] });
        return;
      }
      seen.add(key);
    }
  });

/** POST /backlog/custom-themes (spec §5 "Custom theme create"). */
export const createCustomThemeBody = z.object({
  name: requiredText(themeMessages.createNameRequired, THEME_NAME_MAX, themeMessages.nameTooLong),
  description: requiredText(
    themeMessages.descriptionRequired,
    THEME_DESCRIPTION_MAX,
    themeMessages.descriptionTooLong,
  ),
  categories: themeCategories,
});
export type CreateCustomThemeBody = z.input<typeof createCustomThemeBody>;

/** PUT /backlog/custom-themes/{theme_id}; categories left out stay as they are. */
export const updateCustomThemeBody = z.object({
  name: requiredText(
    themeMessages.updateNameAndDescriptionRequired,
    THEME_NAME_MAX,
    themeMessages.nameTooLong,
  ),
  description: requiredText(
    themeMessages.updateNameAndDescriptionRequired,
    THEME_DESCRIPTION_MAX,
    themeMessages.descriptionTooLong,
  ),
  categories: themeCategories.optional(),
});
export type UpdateCustomThemeBody = z.input<typeof updateCustomThemeBody>;

export const themeIdParams = z.object({ theme_id: z.string().min(1).max(64) });

/** POST /backlog/switch-flavor: the spec sends new_flavor beside user_id in the query, no body. */
export const switchFlavorQuery = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  new_flavor: z.string().trim().min(1, themeMessages.flavorRequired).max(64).optional(),
});

export const flavorCategory = category.extend({ color: themeColor });

/** A built-in flavor (spec §3 Flavor). */
export const flavor = z.object({
  flavor: z.string(),
  name: z.string(),
  description: z.string(),
  category_count: z.number().int(),
  categories: z.array(flavorCategory),
  /** The first 8 categories, for previews. */
  preview_categories: z.array(flavorCategory),
});
export type Flavor = z.infer<typeof flavor>;

export const flavorsResponse = z.object({ flavors: z.array(flavor) });
export type FlavorsResponse = z.infer<typeof flavorsResponse>;

export const customThemeCategory = flavorCategory.extend({ description: z.string().nullable() });
export type CustomThemeCategory = z.infer<typeof customThemeCategory>;

/** One of the user's own themes (spec §3 Custom theme). */
export const customTheme = z.object({
  theme_id: z.string(),
  name: z.string(),
  description: z.string(),
  category_count: z.number().int(),
  categories: z.array(customThemeCategory),
  preview_categories: z.array(customThemeCategory),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomTheme = z.infer<typeof customTheme>;

export const customThemesResponse = z.object({ custom_themes: z.array(customTheme) });
export type CustomThemesResponse = z.infer<typeof customThemesResponse>;

/** GET /backlog/user-category-data: the three calls above in one. */
export const userCategoryDataResponse = z.object({
  flavors: z.array(flavor),
  current_flavor: z.string(),
  custom_themes: z.array(customTheme),
});
export type UserCategoryDataResponse = z.infer<typeof userCategoryDataResponse>;

export const switchFlavorResponse = z.object({
  message: z.string(),
  current_flavor: z.string(),
  active_categories: z.array(category),
  /** How many goals lost their category in the switch. */
  goals_reset: z.number().int(),
});
export type SwitchFlavorResponse = z.infer<typeof switchFlavorResponse>;

export const deleteCustomThemeResponse = z.object({
  message: z.string(),
  /** How many goals now have no category. */
  goals_reset: z.number().int(),
  /** The flavor the user is on now (GENERAL when the deleted theme was in use). */
  current_flavor: z.string(),
});
export type DeleteCustomThemeResponse = z.infer<typeof deleteCustomThemeResponse>;
