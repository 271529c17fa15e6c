import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { categories, type CategoryRow } from '../db/schema';

export function categoriesRepository(db: Executor) {
  return {
    /** A flavor's categories the board offers, in their order. */
    async listActive(flavorKey: string, tx: Executor = db): Promise<CategoryRow[]> {
      return tx
        .select()
        .from(categories)
        .where(and(eq(categories.flavorKey, flavorKey), eq(categories.active, true)))
        .orderBy(asc(categories.position), asc(categories.id));
    },

    async findActive(
      id: number,
      flavorKey: string,
      tx: Executor = db,
    ): Promise<CategoryRow | undefined> {
      const [row] = await tx
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.id, id),
            eq(categories.flavorKey, flavorKey),
            eq(categories.active, true),
          ),
        );
      return row;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
