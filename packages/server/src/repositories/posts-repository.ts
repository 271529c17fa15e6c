import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { posts, postTranslations, type PostRow, type PostTranslationRow } from '../db/schema';

export type NewPost = typeof posts.$inferInsert;
/** A post's text in one language, as the seed writes it (the post is named by its url_id). */
export type NewPostTranslation = Omit<
  typeof postTranslations.$inferInsert,
  'id' | 'postId' | 'createdAt' | 'updatedAt'
>;

/** A post with its text in the language asked for, or null when it is not written in it. */
export interface PostInLanguage {
  post: PostRow;
  translation: PostTranslationRow | null;
}

/** Newest first; url_id breaks ties so consecutive pages never overlap or skip a post. */
const listOrder = [desc(posts.publicationDate), desc(posts.urlId)];

/** The translation row of each post in `language` (English, the original, has none). */
const translationIn = (language: string) =>
  and(eq(postTranslations.postId, posts.id), eq(postTranslations.language, language));

export function postsRepository(db: Executor) {
  return {
    async findPublished(
      urlId: string,
      language: string,
      tx: Executor = db,
    ): Promise<PostInLanguage | undefined> {
      const [row] = await tx
        .select({ post: posts, translation: postTranslations })
        .from(posts)
        .leftJoin(postTranslations, translationIn(language))
        .where(and(eq(posts.urlId, urlId), eq(posts.isPublished, true)));
      return row;
    },

    /** One page of published posts, optionally only those carrying `tag` (lower-case). */
    async listPublished(
      {
        tag,
        limit,
        offset,
        language,
      }: { tag?: string; limit: number; offset: number; language: string },
      tx: Executor = db,
    ): Promise<{ rows: PostInLanguage[]; total: number }> {
      const where = and(
        eq(posts.isPublished, true),
        tag === undefined ? undefined : sql`${posts.tags} @> array[${tag}]::text[]`,
      );
      const [rows, [totals]] = await Promise.all([
        tx
          .select({ post: posts, translation: postTranslations })
          .from(posts)
          .leftJoin(postTranslations, translationIn(language))
          .where(where)
          .orderBy(...listOrder)
          .limit(limit)
          .offset(offset),
        tx.select({ total: count() }).from(posts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Every published post's address, date, tags and the languages it is written in besides
     * English, newest first: what the sitemap lists.
     */
    async publishedIndex(limit: number, tx: Executor = db) {
      return tx
        .select({
          urlId: posts.urlId,
          tags: posts.tags,
          publicationDate: posts.publicationDate,
          updatedAt: posts.updatedAt,
          // Spelled out with its own alias: column names alone would not say which table's id.
          languages: sql<string[]>`coalesce((select array_agg(pt.language order by pt.language)
            from post_translations pt where pt.post_id = "posts"."id"), '{}')`,
        })
        .from(posts)
        .where(eq(posts.isPublished, true))
        .orderBy(...listOrder)
        .limit(limit);
    },

    /**
     * Inserts or, matched by url_id, rewrites a post and its translations (the seed keeps shipped
     * articles current): each translation given is written, any other language's is removed.
     */
    async upsert(
      post: NewPost,
      translations: readonly NewPostTranslation[] = [],
      tx: Executor = db,
    ): Promise<void> {
      const [stored] = await tx
        .insert(posts)
        .values(post)
        .onConflictDoUpdate({
          target: posts.urlId,
          set: {
            title: post.title,
            runningTitle: post.runningTitle,
            content: post.content,
            author: post.author,
            publicationDate: post.publicationDate,
            keywords: post.keywords,
            tags: post.tags,
            targetAge: post.targetAge ?? null,
            challenge: post.challenge ?? false,
            isPublished: post.isPublished ?? true,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: posts.id });
      const postId = stored!.id;
      for (const translation of translations) {
        await tx
          .insert(postTranslations)
          .values({ ...translation, postId })
          .onConflictDoUpdate({
            target: [postTranslations.postId, postTranslations.language],
            set: {
              title: translation.title,
              runningTitle: translation.runningTitle,
              content: translation.content,
              keywords: translation.keywords,
              updatedAt: sql`now()`,
            },
          });
      }
      const kept = translations.map((translation) => translation.language);
      await tx
        .delete(postTranslations)
        .where(
          and(
            eq(postTranslations.postId, postId),
            kept.length === 0 ? undefined : notInArray(postTranslations.language, kept),
          ),
        );
    },
  };
}
