import {
  createCustomThemeBody,
  type CreateCustomThemeBody,
  updateCustomThemeBody,
  type CustomTheme,
  type Flavor,
  type UserCategoryDataResponse,
} from '@taskboard/contract';
import type { DeleteThemeInput, ThemeDraftCheck, UpdateThemeInput } from '@taskboard/machines';
import type { ThemeChoice, ThemeDraft } from '@taskboard/ui';
import { fromPromise } from 'xstate';
import { api } from '../api';
import { translate } from '../i18n/useT';

/**
 * The grouping theme data: the one combined call, and when it fails the three calls it stands
 * for (content spec §7 user-category-data).
 */
export async function loadGoalThemes(): Promise<UserCategoryDataResponse> {
  try {
    return await api.backlog.userCategoryData();
  } catch {
    const [flavors, current, custom] = await Promise.all([
      api.backlog.flavors(),
      api.backlog.currentFlavor(),
      api.backlog.customThemes(),
    ]);
    return {
      flavors: flavors.flavors,
      current_flavor: current.current_flavor,
      custom_themes: custom.custom_themes,
    };
  }
}

export const flavorChoice = (flavor: Flavor): ThemeChoice => ({
  id: flavor.flavor,
  name: flavor.name,
  description: flavor.description,
  categories: flavor.categories,
});

export const customChoice = (theme: CustomTheme): ThemeChoice => ({
  id: theme.theme_id,
  name: theme.name,
  description: theme.description,
  categories: theme.categories,
});

/** A stored theme as the editor's draft: ids kept, so edited categories keep their goals. */
export const draftOf = (theme: CustomTheme): ThemeDraft => ({
  name: theme.name,
  description: theme.description,
  categories: theme.categories.map((category) => ({
    id: category.category_id,
    name: category.name,
    icon: category.icon,
    color: category.color,
    description: category.description ?? '',
    badgeKind: category.badge_kind,
  })),
});

const categoriesOf = (draft: ThemeDraft) =>
  draft.categories.map((category) => ({
    ...(category.id === undefined ? {} : { category_id: category.id }),
    name: category.name,
    icon: category.icon,
    color: category.color,
    badge_kind: category.badgeKind,
    description: category.description.trim() === '' ? null : category.description,
  }));

/**
 * The editor's draft as the call's body, checked with the call's own schema first so the spec's
 * messages (§5) appear before anything is sent. Answers the body, or the first message.
 */
export function themeBodyOf(mode: 'create' | 'edit', draft: ThemeDraft): ThemeDraftCheck {
  const body = {
    name: draft.name,
    description: draft.description,
    categories: categoriesOf(draft),
  };
  const parsed = (mode === 'create' ? createCustomThemeBody : updateCustomThemeBody).safeParse(
    body,
  );
  return parsed.success
    ? ({ ok: true, body } as const)
    : ({
        ok: false,
        message: parsed.error.issues[0]?.message ?? translate('settings.themes.invalid'),
      } as const);
}

/**
 * The theme management machine's calls. Each change answers the notice the section shows: the
 * server's words for a switch, the app's own for the editor's changes.
 */
export const goalThemeActors = {
  loadThemes: fromPromise<UserCategoryDataResponse, void>(() => loadGoalThemes()),
  chooseTheme: fromPromise(
    async ({ input }: { input: { themeId: string } }) =>
      (await api.backlog.switchFlavor(input.themeId)).message,
  ),
  createTheme: fromPromise(async ({ input }: { input: CreateCustomThemeBody }) => {
    await api.backlog.createCustomTheme(input);
    return translate('settings.themes.created', { name: input.name.trim() });
  }),
  updateTheme: fromPromise(async ({ input }: { input: UpdateThemeInput }) => {
    await api.backlog.updateCustomTheme(input.themeId, input.body);
    return translate('settings.themes.updated', { name: input.body.name.trim() });
  }),
  deleteTheme: fromPromise(async ({ input }: { input: DeleteThemeInput }) => {
    await api.backlog.deleteCustomTheme(input.themeId);
    return translate('settings.themes.deleted', { name: input.name });
  }),
};
