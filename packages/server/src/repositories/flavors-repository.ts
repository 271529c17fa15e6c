import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { categories, flavors, goals, users, type CategoryRow, type FlavorRow } from '../db/schema';

export type FlavorWithCategories = FlavorRow & { categories: CategoryRow[] };

export type NewCategory = Pick<
  CategoryRow,
  'name' | 'icon' | 'color' | 'description' | 'badgeKind'
>;

/** Built-in flavors and users' custom themes (both are rows of `flavors`) with their categories. */
export function flavorsRepository(db: Executor) {
  /** The active categories of the given flavors, grouped by flavor, in their order. */
  async function attachCategories(
    rows: FlavorRow[],
    tx: Executor,
  ): Promise<FlavorWithCategories[]> {
    if (rows.length === 0) return [];
    const all = await tx
      .select()
      .from(categories)
      .where(
        and(
          inArray(
            categories.flavorKey,
            rows.map((row) => row.key),
          ),
          eq(categories.active, true),
        ),
      )
      .orderBy(asc(categories.position), asc(categories.id));
    return rows.map((row) => ({
      ...row,
      categories: all.filter((category) => category.flavorKey === row.key),
    }));
  }

  return {
    /** Every built-in flavor, in seeding order (GENERAL first). */
    async listBuiltIn(tx: Executor = db): Promise<FlavorWithCategories[]> {
      const rows = await tx
        .select()
        .from(flavors)
        .where(and(eq(flavors.builtIn, true), isNull(flavors.ownerId)))
        .orderBy(asc(flavors.createdAt), asc(flavors.key));
      return attachCategories(rows, tx);
    },

    /** The user's custom themes, oldest first. */
    async listOwned(ownerId: number, tx: Executor = db): Promise<FlavorWithCategories[]> {
      const rows = await tx
        .select()
        .from(flavors)
        .where(eq(flavors.ownerId, ownerId))
        .orderBy(asc(flavors.createdAt), asc(flavors.key));
      return attachCategories(rows, tx);
    },

    /** A custom theme by its key, with its categories. */
    async listOwnedByKey(key: string, tx: Executor = db): Promise<FlavorWithCategories[]> {
      const rows = await tx
        .select()
        .from(flavors)
        .where(and(eq(flavors.key, key), sql`${flavors.ownerId} is not null`));
      return attachCategories(rows, tx);
    },

    /** Serialises a user's theme changes (the theme limit is checked under this lock). */
    async lockUser(userId: number, tx: Executor): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async countOwned(ownerId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(flavors)
        .where(eq(flavors.ownerId, ownerId));
      return row?.n ?? 0;
    },

    /** A flavor the user may use: a built-in one, or one of the user's own themes. */
    async findUsable(
      key: string,
      ownerId: number,
      tx: Executor = db,
    ): Promise<FlavorWithCategories | undefined> {
      const [row] = await tx
        .select()
        .from(flavors)
        .where(
          and(
            eq(flavors.key, key),
            or(
              and(eq(flavors.builtIn, true), isNull(flavors.ownerId)),
              eq(flavors.ownerId, ownerId),
            ),
          ),
        );
      return row ? (await attachCategories([row], tx))[0] : undefined;
    },

    /** One of the user's custom themes, locked for the rest of the transaction. */
    async findOwnedForUpdate(
      key: string,
      ownerId: number,
      tx: Executor,
    ): Promise<FlavorRow | undefined> {
      const [row] = await tx
        .select()
        .from(flavors)
        .where(and(eq(flavors.key, key), eq(flavors.ownerId, ownerId)))
        .for('update');
      return row;
    },

    async insertTheme(
      theme: Pick<FlavorRow, 'key' | 'name' | 'description' | 'ownerId'>,
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(flavors).values({ ...theme, builtIn: false });
    },

    async updateTheme(
      key: string,
      changes: Pick<FlavorRow, 'name' | 'description'>,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(flavors)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(flavors.key, key));
    },

    /** Removes the theme; its categories go with it and goals in them lose their category. */
    async deleteTheme(key: string, tx: Executor = db): Promise<void> {
      await tx.delete(flavors).where(eq(flavors.key, key));
    },

    async categoriesOf(key: string, tx: Executor = db): Promise<CategoryRow[]> {
      return tx
        .select()
        .from(categories)
        .where(eq(categories.flavorKey, key))
        .orderBy(asc(categories.position), asc(categories.id));
    },

    async insertCategories(
      key: string,
      rows: (NewCategory & { position: number })[],
      tx: Executor = db,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(categories).values(rows.map((row) => ({ ...row, flavorKey: key })));
    },

    async updateCategory(
      id: number,
      changes: Partial<NewCategory & { position: number }>,
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(categories).set(changes).where(eq(categories.id, id));
    },

    async deleteCategories(ids: number[], tx: Executor = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(categories).where(inArray(categories.id, ids));
    },

    /** The number of the user's goals filed under any of these categories. */
    async countGoalsIn(categoryIds: number[], tx: Executor = db): Promise<number> {
      if (categoryIds.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(goals)
        .where(inArray(goals.categoryId, categoryIds));
      return row?.n ?? 0;
    },

    /** Takes every goal of the user out of its category; answers how many had one. */
    async clearGoalCategories(userId: number, tx: Executor = db): Promise<number> {
      const cleared = await tx
        .update(goals)
        .set({ categoryId: null, updatedAt: sql`now()` })
        .where(and(eq(goals.userId, userId), sql`${goals.categoryId} is not null`))
        .returning({ id: goals.id });
      return cleared.length;
    },

    async setCurrentFlavor(userId: number, key: string, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ currentFlavor: key }).where(eq(users.id, userId));
    },

    /** Moves every user still on `key` (only its owner can be) back to `fallback`. */
    async moveUsersOff(key: string, fallback: string, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ currentFlavor: fallback }).where(eq(users.currentFlavor, key));
    },
  };
}

export type FlavorsRepository = ReturnType<typeof flavorsRepository>;
