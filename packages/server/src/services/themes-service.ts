import { messageText } from '@taskboard/contract/messages';
import { randomBytes } from 'node:crypto';
import {
  CUSTOM_THEMES_MAX,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_CATEGORY_ICON,
  THEME_PREVIEW_ICONS,
  themeColor,
  themeMessages,
  type Category,
  type CreateCustomThemeBody,
  type CurrentFlavorResponse,
  type CustomTheme,
  type CustomThemeCategory,
  type DeleteCustomThemeResponse,
  type Flavor,
  type SwitchFlavorResponse,
  type ThemeCategoryInput,
  type UpdateCustomThemeBody,
  type UserCategoryDataResponse,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import { DEFAULT_FLAVOR, type CategoryRow, type UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import {
  flavorsRepository,
  type FlavorWithCategories,
  type NewCategory,
} from '../repositories/flavors-repository';
import { builtInFlavors } from './flavors';

export type ThemeOwner = Pick<UserRow, 'id' | 'currentFlavor'>;

/** A colour stored before the ten names existed reads as the default rather than failing. */
const colorOf = (row: CategoryRow) => {
  const parsed = themeColor.safeParse(row.color);
  return parsed.success ? parsed.data : DEFAULT_CATEGORY_COLOR;
};

export const categoryOut = (row: CategoryRow): Category => ({
  category_id: row.id,
  name: row.name,
  icon: row.icon,
  color: colorOf(row),
  badge_kind: row.badgeKind,
});

const customCategoryOut = (row: CategoryRow): CustomThemeCategory => ({
  ...categoryOut(row),
  color: colorOf(row),
  description: row.description,
});

function flavorOut(row: FlavorWithCategories): Flavor {
  const categories = row.categories.map((c) => ({ ...categoryOut(c), color: colorOf(c) }));
  return {
    flavor: row.key,
    name: row.name,
    description: row.description,
    category_count: categories.length,
    categories,
    preview_categories: categories.slice(0, THEME_PREVIEW_ICONS),
  };
}

function customThemeOut(row: FlavorWithCategories): CustomTheme {
  const categories = row.categories.map(customCategoryOut);
  return {
    theme_id: row.key,
    name: row.name,
    description: row.description,
    category_count: categories.length,
    categories,
    preview_categories: categories.slice(0, THEME_PREVIEW_ICONS),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The order of the code's list, whatever order the rows were seeded in. */
const seedOrder = (key: string) => {
  const index = builtInFlavors.findIndex((flavor) => flavor.key === key);
  return index === -1 ? builtInFlavors.length : index;
};

/** Short, unguessable and unmistakable for a built-in key (those are upper case). */
const newThemeId = () => `custom_${randomBytes(8).toString('hex')}`;

/** `kept` is the category the input updates: one sent without a badge kind keeps its kind. */
const categoryValues = (input: ThemeCategoryInput, kept?: CategoryRow): NewCategory => ({
  name: input.name.trim(),
  icon: input.icon?.trim() || DEFAULT_CATEGORY_ICON,
  color: input.color ?? DEFAULT_CATEGORY_COLOR,
  description: input.description?.trim() || null,
  badgeKind: input.badge_kind === undefined ? (kept?.badgeKind ?? null) : input.badge_kind,
});

/**
 * Goal grouping themes (content spec §4): the built-in flavors, each user's custom themes, and
 * which one the user's goals are grouped by. Switching, and deleting a theme in use, take goals
 * out of categories that no longer apply, in the same transaction as the change itself.
 */
export function themesService({ db }: { db: Database }) {
  const repo = flavorsRepository(db);

  async function builtIns(tx: Executor = db): Promise<Flavor[]> {
    const rows = await repo.listBuiltIn(tx);
    return rows.sort((a, b) => seedOrder(a.key) - seedOrder(b.key)).map(flavorOut);
  }

  async function ownTheme(owner: ThemeOwner, themeId: string, tx: Executor) {
    const row = await repo.findOwnedForUpdate(themeId, owner.id, tx);
    if (!row) throw new HttpError(404, themeMessages.themeNotFound);
    return row;
  }

  async function readTheme(key: string, tx: Executor): Promise<CustomTheme> {
    const [row] = await repo.listOwnedByKey(key, tx);
    if (!row) throw new HttpError(404, themeMessages.themeNotFound);
    return customThemeOut(row);
  }

  /**
   * Makes the theme's categories those sent, in that order. A category keeps its id (and its
   * goals) when it comes back with its category_id or under its old name; the ones not sent are
   * removed, and goals filed under them have no category from then on.
   */
  async function replaceCategories(key: string, inputs: ThemeCategoryInput[], tx: Executor) {
    const existing = await repo.categoriesOf(key, tx);
    const unclaimed = new Map(existing.map((row) => [row.id, row]));
    const byName = (name: string) =>
      [...unclaimed.values()].find(
        (row) => row.name.toLocaleLowerCase() === name.trim().toLocaleLowerCase(),
      );
    const plan = inputs.map((input, position) => {
      const match =
        (input.category_id !== undefined ? unclaimed.get(input.category_id) : undefined) ??
        byName(input.name);
      if (match) unclaimed.delete(match.id);
      return { id: match?.id, values: { ...categoryValues(input, match), position } };
    });
    await repo.deleteCategories([...unclaimed.keys()], tx);
    // Names are unique within a theme: park the kept ones under their ids first, so a swap of
    // two names never meets itself half-way.
    for (const step of plan) {
      if (step.id !== undefined) await repo.updateCategory(step.id, { name: `#${step.id}` }, tx);
    }
    for (const step of plan) {
      if (step.id !== undefined) await repo.updateCategory(step.id, step.values, tx);
    }
    await repo.insertCategories(
      key,
      plan.filter((step) => step.id === undefined).map((step) => step.values),
      tx,
    );
  }

  return {
    async flavors(): Promise<{ flavors: Flavor[] }> {
      return { flavors: await builtIns() };
    },

    async customThemes(owner: ThemeOwner): Promise<{ custom_themes: CustomTheme[] }> {
      return { custom_themes: (await repo.listOwned(owner.id)).map(customThemeOut) };
    },

    async userCategoryData(owner: ThemeOwner): Promise<UserCategoryDataResponse> {
      const [flavors, custom] = await Promise.all([builtIns(), repo.listOwned(owner.id)]);
      return {
        flavors,
        current_flavor: owner.currentFlavor,
        custom_themes: custom.map(customThemeOut),
      };
    },

    async currentFlavor(owner: ThemeOwner): Promise<CurrentFlavorResponse> {
      const current = await repo.findUsable(owner.currentFlavor, owner.id);
      return {
        current_flavor: owner.currentFlavor,
        name: current?.name ?? owner.currentFlavor,
        is_custom: current !== undefined && current.ownerId !== null,
        active_categories: (current?.categories ?? []).map(categoryOut),
      };
    },

    async createTheme(owner: ThemeOwner, body: CreateCustomThemeBody): Promise<CustomTheme> {
      return db.transaction(async (tx) => {
        // Lock the owner's row so two tabs creating at once cannot pass the limit together.
        await repo.lockUser(owner.id, tx);
        if ((await repo.countOwned(owner.id, tx)) >= CUSTOM_THEMES_MAX) {
          throw new HttpError(422, themeMessages.tooManyThemes);
        }
        const key = newThemeId();
        await repo.insertTheme(
          {
            key,
            name: body.name.trim(),
            description: body.description.trim(),
            ownerId: owner.id,
          },
          tx,
        );
        await repo.insertCategories(
          key,
          body.categories.map((input, position) => ({ ...categoryValues(input), position })),
          tx,
        );
        return readTheme(key, tx);
      });
    },

    async updateTheme(
      owner: ThemeOwner,
      themeId: string,
      body: UpdateCustomThemeBody,
    ): Promise<CustomTheme> {
      return db.transaction(async (tx) => {
        await ownTheme(owner, themeId, tx);
        await repo.updateTheme(
          themeId,
          { name: body.name.trim(), description: body.description.trim() },
          tx,
        );
        if (body.categories) await replaceCategories(themeId, body.categories, tx);
        return readTheme(themeId, tx);
      });
    },

    /**
     * Removes the theme and its categories: the owner's goals in them have no category from now
     * on, and an owner who was using it is back on the default flavor (spec §4).
     */
    async deleteTheme(owner: ThemeOwner, themeId: string): Promise<DeleteCustomThemeResponse> {
      return db.transaction(async (tx) => {
        await ownTheme(owner, themeId, tx);
        const ids = (await repo.categoriesOf(themeId, tx)).map((row) => row.id);
        const goalsReset = await repo.countGoalsIn(ids, tx);
        // Goals lose the category through the foreign key (on delete set null).
        await repo.deleteTheme(themeId, tx);
        await repo.moveUsersOff(themeId, DEFAULT_FLAVOR, tx);
        const wasCurrent = owner.currentFlavor === themeId;
        return {
          message: themeMessages.themeDeleted,
          goals_reset: goalsReset,
          current_flavor: wasCurrent ? DEFAULT_FLAVOR : owner.currentFlavor,
        };
      });
    },

    /**
     * Groups the user's goals by another flavor or custom theme. The old categories mean nothing
     * in the new theme, so every goal of the user loses its category (spec §4). Choosing the
     * theme already in use changes nothing.
     */
    async switchFlavor(owner: ThemeOwner, newFlavor: string): Promise<SwitchFlavorResponse> {
      return db.transaction(async (tx) => {
        const target = await repo.findUsable(newFlavor, owner.id, tx);
        if (!target) throw new HttpError(404, themeMessages.flavorNotFound);
        const changed = target.key !== owner.currentFlavor;
        let goalsReset = 0;
        if (changed) {
          await repo.setCurrentFlavor(owner.id, target.key, tx);
          goalsReset = await repo.clearGoalCategories(owner.id, tx);
        }
        return {
          message: messageText(changed ? 'theme.groupedBy' : 'theme.alreadyGroupedBy', {
            name: target.name,
          }),
          current_flavor: target.key,
          active_categories: target.categories.map(categoryOut),
          goals_reset: goalsReset,
        };
      });
    },
  };
}

export type ThemesService = ReturnType<typeof themesService>;
