import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Article } from '../content/article';
import { articles } from '../content/articles';
import { sanitizerRules } from '../content/sanitize';
import { storeArticles } from '../services/content-service';
import { builtInFlavors, type BuiltInFlavor } from '../services/flavors';
import type { Database, Executor } from './database';
import { categories, flavors, posts, postTranslations, seedState } from './schema';

export interface ReferenceData {
  flavors: readonly BuiltInFlavor[];
  articles: readonly Article[];
}

const shipped: ReferenceData = { flavors: builtInFlavors, articles };

const sanitizerVersion: string = (
  createRequire(import.meta.url)('sanitize-html/package.json') as { version: string }
).version;

/**
 * Everything that decides what the seed writes: the data, the allow-list the articles pass and
 * the sanitiser's version. Equal fingerprints mean the stored reference data is already current.
 */
export function referenceFingerprint(data: ReferenceData): string {
  return createHash('sha256')
    .update(JSON.stringify({ data, sanitizerRules, sanitizerVersion }))
    .digest('hex');
}

/**
 * Whether the database still holds every row the reference data brings: a fingerprint says the
 * data is current, these counts that nothing of it was lost since (a translation deleted by
 * hand, a restore of an older backup).
 */
async function holdsEveryRow(tx: Executor, data: ReferenceData): Promise<boolean> {
  const urlIds = data.articles.map((article) => article.urlId);
  const flavorKeys = data.flavors.map((flavor) => flavor.key);
  // One after another: a transaction's queries share its one connection.
  const stored = [
    await tx.select({ n: count() }).from(posts).where(inArray(posts.urlId, urlIds)),
    await tx
      .select({ n: count() })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId))
      .where(inArray(posts.urlId, urlIds)),
    await tx
      .select({ n: count() })
      .from(categories)
      .where(inArray(categories.flavorKey, flavorKeys)),
  ];
  const [postRows = 0, translationRows = 0, categoryRows = 0] = stored.map(([row]) => row?.n ?? 0);
  const translations = data.articles.reduce(
    (sum, article) => sum + Object.keys(article.translations ?? {}).length,
    0,
  );
  const categoryCount = data.flavors.reduce((sum, flavor) => sum + flavor.categories.length, 0);
  return (
    postRows === urlIds.length && translationRows === translations && categoryRows >= categoryCount
  );
}

/**
 * Reference data every installation needs. Each step must be idempotent because it runs at
 * every start-up: built-in flavors and their categories are inserted once and then kept in
 * step with the code (icon, colour, badge kind, order), matched by flavor key and category name; the
 * content library's articles likewise, matched by url_id, so an edited article is updated.
 * A start whose code brings the same reference data as the last seed, into a database that still
 * holds all of it, skips the writing: storing the articles re-sanitises each one in every
 * language, the largest part of a restart.
 */
export async function seedDatabase(db: Database, data: ReferenceData = shipped): Promise<void> {
  const fingerprint = referenceFingerprint(data);
  await db.transaction(async (tx) => {
    const [last] = await tx.select().from(seedState).where(eq(seedState.name, 'reference'));
    if (last?.fingerprint === fingerprint && (await holdsEveryRow(tx, data))) return;
    for (const flavor of data.flavors) {
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
    await storeArticles(tx, data.articles);
    await tx
      .insert(seedState)
      .values({ name: 'reference', fingerprint })
      .onConflictDoUpdate({
        target: seedState.name,
        set: { fingerprint, seededAt: sql`now()` },
      });
  });
}
