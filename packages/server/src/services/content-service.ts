import {
  POST_NOT_FOUND,
  type ContentListResponse,
  type ContentPost,
  type ContentSummary,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { PostRow } from '../db/schema';
import { HttpError } from '../http-error';
import { postsRepository, type NewPost } from '../repositories/posts-repository';
import type { Article } from '../content/article';
import { sanitizeArticleHtml } from '../content/sanitize';

export interface ContentServiceOptions {
  db: Database;
  /** MEDIA_BASE_URL: a post whose content opens with a link under it redirects there. */
  mediaBaseUrl?: string | undefined;
}

/**
 * A post ready to store: its HTML through the allow-list and its tags (the keywords in lower
 * case) derived here, so every way into the table stores the same clean shape.
 */
export function storablePost(article: Article): NewPost {
  return {
    urlId: article.urlId,
    title: article.title,
    runningTitle: article.runningTitle,
    content: sanitizeArticleHtml(article.content),
    author: article.author,
    publicationDate: article.publicationDate,
    keywords: article.keywords,
    tags: article.keywords.map((keyword) => keyword.toLowerCase()),
    targetAge: article.targetAge,
    challenge: article.challenge,
    isPublished: true,
  };
}

/** Writes (or rewrites) articles, sanitised; used by the seed and by tests. */
export async function storeArticles(db: Executor, articles: readonly Article[]): Promise<void> {
  const repository = postsRepository(db);
  for (const article of articles) await repository.upsert(storablePost(article));
}

/**
 * The media-store target of a post whose stored content begins with a link (optionally inside
 * its first paragraph) under MEDIA_BASE_URL, else null. Compared as parsed URLs, origin and
 * path prefix, so neither another host nor a look-alike (media.example.com.evil.test) passes.
 */
export function mediaRedirect(content: string, mediaBaseUrl: string | undefined): string | null {
  if (!mediaBaseUrl) return null;
  const match = /^\s*(?:<p>\s*)?<a href="([^"]+)"/i.exec(content);
  const href = match?.[1]?.replaceAll('&amp;', '&');
  if (!href || !URL.canParse(href)) return null;
  const base = new URL(mediaBaseUrl);
  const target = new URL(href);
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const under = target.pathname === base.pathname || target.pathname.startsWith(basePath);
  return target.origin === base.origin && under ? target.href : null;
}

function summaryOf(row: PostRow): ContentSummary {
  return {
    url_id: row.urlId,
    title: row.title,
    running_title: row.runningTitle,
    author: row.author,
    publication_date: row.publicationDate,
    keywords: row.keywords,
    target_age: row.targetAge,
    challenge: row.challenge,
  };
}

export function contentService({ db, mediaBaseUrl }: ContentServiceOptions) {
  const repository = postsRepository(db);

  async function page(
    { page, limit }: { page: number; limit: number },
    tag?: string,
  ): Promise<ContentListResponse> {
    const { rows, total } = await repository.listPublished({
      limit,
      offset: (page - 1) * limit,
      ...(tag === undefined ? {} : { tag: tag.toLowerCase() }),
    });
    return { results: rows.map(summaryOf), totalPosts: total };
  }

  return {
    list: (query: { page: number; limit: number }) => page(query),
    byTag: (tag: string, query: { page: number; limit: number }) => page(query, tag),

    /** The published articles and the tags they carry, for the sitemap. */
    async publishedPages(limit: number) {
      const rows = await repository.publishedIndex(limit);
      const tags = [...new Set(rows.flatMap((row) => row.tags))].sort();
      return {
        articles: rows.map((row) => ({
          urlId: row.urlId,
          // The later of publication and last edit: when the page last changed.
          lastModified: new Date(
            Math.max(Date.parse(row.publicationDate), row.updatedAt.getTime()),
          ),
        })),
        tags,
      };
    },

    async post(urlId: string): Promise<ContentPost> {
      const row = await repository.findPublished(urlId);
      if (!row) throw new HttpError(404, POST_NOT_FOUND);
      return {
        ...summaryOf(row),
        content: row.content,
        redirect_url: mediaRedirect(row.content, mediaBaseUrl),
      };
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
