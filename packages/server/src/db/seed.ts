import { sql } from 'drizzle-orm';
import { articles } from '../content/articles';
import { storeArticles } from '../services/content-service';
import { builtInFlavors } from '../services/flavors';
import type { Database } from './database';
import { categories, flavors } from './schema';

/**
 * Reference data every installation needs. Each step must be idempotent because it runs at
 * every start-up: built-in flavors and their categories are inserted once and then kept in
 * step with the code (icon, colour, badge kind, order), matched by flavor key and category name; the
 * content library's articles likewise, matched by url_id, so an edited article is updated.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const flavor of builtInFlavors) {
      await tx
        .insert(flavors)
        .values({
          key: flavor.key,
          name: flavor.name,
          description: flavor.description,
          builtIn: true,
        })
        .onConflictDoUpdate({
          target: flavors.key,
          set: { name: flavor.name, description: flavor.description, builtIn: true },
        });
      await tx
        .insert(categories)
        .values(
          flavor.categories.map((category, position) => ({
            flavorKey: flavor.key,
            ...category,
            position,
          })),
        )
        .onConflictDoUpdate({
          target: [categories.flavorKey, categories.name],
          set: {
            icon: sql`excluded.icon`,
            color: sql`excluded.color`,
            badgeKind: sql`excluded.badge_kind`,
            position: sql`excluded.position`,
          },
        });
    }
    await storeArticles(tx, articles);
  });
}
