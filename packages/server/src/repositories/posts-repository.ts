import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { posts, type PostRow } from '../db/schema';

export type NewPost = typeof posts.$inferInsert;

/** Newest first; url_id breaks ties so consecutive pages never overlap or skip a post. */
const listOrder = [desc(posts.publicationDate), desc(posts.urlId)];

export function postsRepository(db: Executor) {
  return {
    async findPublished(urlId: string, tx: Executor = db): Promise<PostRow | undefined> {
      const [row] = await tx
        .select()
        .from(posts)
        .where(and(eq(posts.urlId, urlId), eq(posts.isPublished, true)));
      return row;
    },

    /** One page of published posts, optionally only those carrying `tag` (lower-case). */
    async listPublished(
      { tag, limit, offset }: { tag?: string; limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const where = and(
        eq(posts.isPublished, true),
        tag === undefined ? undefined : sql`${posts.tags} @> array[${tag}]::text[]`,
      );
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(posts)
          .where(where)
          .orderBy(...listOrder)
          .limit(limit)
          .offset(offset),
        tx.select({ total: count() }).from(posts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Every published post's address, date and tags, newest first: what the sitemap lists. */
    async publishedIndex(limit: number, tx: Executor = db) {
      return tx
        .select({
          urlId: posts.urlId,
          tags: posts.tags,
          publicationDate: posts.publicationDate,
          updatedAt: posts.updatedAt,
        })
        .from(posts)
        .where(eq(posts.isPublished, true))
        .orderBy(...listOrder)
        .limit(limit);
    },

    /** Inserts or, matched by url_id, rewrites a post (the seed keeps shipped articles current). */
    async upsert(post: NewPost, tx: Executor = db): Promise<void> {
      await tx
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
        });
    },
  };
}
