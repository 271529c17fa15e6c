import {
  POST_NOT_FOUND,
  languages,
  type Language,
  type ContentListResponse,
  type ContentPost,
  type ContentSummary,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import { HttpError } from '../http-error';
import {
  postsRepository,
  type NewPost,
  type NewPostTranslation,
  type PostInLanguage,
} from '../repositories/posts-repository';
import { translationLanguages, type Article } from '../content/article';
import { tagName } from '../content/articles/tag-names';
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

/**
 * The article's translations ready to store, each sanitised as the original is, with its tags'
 * names in that language (in the order of the post's tags).
 */
export function storableTranslations(article: Article): NewPostTranslation[] {
  return translationLanguages.flatMap((language) => {
    const translation = article.translations?.[language];
    if (!translation) return [];
    return [
      {
        language,
        title: translation.title,
        runningTitle: translation.runningTitle,
        content: sanitizeArticleHtml(translation.content),
        keywords: article.keywords.map((keyword) => tagName(keyword, language)),
      },
    ];
  });
}

/**
 * Writes (or rewrites) articles and their translations, sanitised; used by the seed and by tests.
 * A language the article no longer has is removed, so it is served in English again.
 */
export async function storeArticles(db: Executor, articles: readonly Article[]): Promise<void> {
  const repository = postsRepository(db);
  for (const article of articles) {
    await repository.upsert(storablePost(article), storableTranslations(article));
  }
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

/**
 * A post as the reader asked for it: in their language when it is written in it, else the
 * English original, `language` saying which (so a page can say it is not in the reader's).
 */
function summaryOf({ post, translation }: PostInLanguage): ContentSummary {
  return {
    url_id: post.urlId,
    title: translation?.title ?? post.title,
    running_title: translation?.runningTitle ?? post.runningTitle,
    author: post.author,
    publication_date: post.publicationDate,
    keywords: post.keywords,
    keyword_names: translation?.keywords ?? post.keywords,
    language: (translation?.language as Language | undefined) ?? 'en',
    target_age: post.targetAge,
    challenge: post.challenge,
  };
}

export function contentService({ db, mediaBaseUrl }: ContentServiceOptions) {
  const repository = postsRepository(db);

  async function page(
    { page, limit }: { page: number; limit: number },
    language: Language,
    tag?: string,
  ): Promise<ContentListResponse> {
    const { rows, total } = await repository.listPublished({
      limit,
      offset: (page - 1) * limit,
      language,
      ...(tag === undefined ? {} : { tag: tag.toLowerCase() }),
    });
    return { results: rows.map(summaryOf), totalPosts: total };
  }

  return {
    /** A page of the library, each post in `language` where it is written in it. */
    list: (query: { page: number; limit: number }, language: Language) => page(query, language),
    byTag: (tag: string, query: { page: number; limit: number }, language: Language) =>
      page(query, language, tag),

    /**
     * The published articles, the languages each is written in (English first) and the tags they
     * carry, for the sitemap and the prerendered pages.
     */
    async publishedPages(limit: number) {
      const rows = await repository.publishedIndex(limit);
      const tags = [...new Set(rows.flatMap((row) => row.tags))].sort();
      return {
        articles: rows.map((row) => ({
          urlId: row.urlId,
          languages: languages.filter((l) => l === 'en' || row.languages.includes(l)),
          // The later of publication and last edit: when the page last changed.
          lastModified: new Date(
            Math.max(Date.parse(row.publicationDate), row.updatedAt.getTime()),
          ),
        })),
        tags,
      };
    },

    /** One post in `language` where it is written in it, else in English (`language` says). */
    async post(urlId: string, language: Language): Promise<ContentPost> {
      const row = await repository.findPublished(urlId, language);
      if (!row) throw new HttpError(404, POST_NOT_FOUND);
      const content = row.translation?.content ?? row.post.content;
      return {
        ...summaryOf(row),
        content,
        redirect_url: mediaRedirect(content, mediaBaseUrl),
      };
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
