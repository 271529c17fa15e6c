import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { categories, type CategoryRow } from '../db/schema';

export function categoriesRepository(db: Executor) {
  return {
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
