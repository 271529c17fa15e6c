import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_PAGE_SIZE, contentListResponse, contentPost } from '@taskboard/contract';
import { HttpError } from '../http-error';
import type { ContentService } from '../services/content-service';

// The app prerenders the content library's pages (app/src/prerender/contentPages.ts) from what
// this server answers for them on a freshly migrated and seeded database, and the server sends
// such a page only while its answer is still the one the page was drawn from; otherwise the
// single-page shell, which asks the API. So an article edited by a later seed or migration, a
// post added or unpublished in the database, or a media-store redirect never shows stale.

/** The file, in the built app, that names each prerendered content page's answer fingerprint. */
export const PRERENDERED_CONTENT_FILE = 'prerendered-content.json';

/** A content page's address without its language: /content, /content/tags/{tag}, /content/{url_id}. */
const contentPage = /^\/content(?:\/tags\/([^/]+)|\/([^/]+))?$/;

/**
 * The JSON the content API answers for a page's first screen, byte for byte as the route
 * serialises it (its response schema, then JSON.stringify): the library's first page of ten,
 * a tag's first page, or one article. Null when the API answers not found, or the address is
 * not a content page.
 */
export async function contentPageAnswer(
  content: ContentService,
  pagePath: string,
): Promise<string | null> {
  const match = contentPage.exec(pagePath);
  if (!match) return null;
  const [, tag, urlId] = match;
  const firstPage = { page: 1, limit: CONTENT_PAGE_SIZE };
  if (urlId === undefined) {
    const list = tag === undefined ? content.list(firstPage) : content.byTag(tag, firstPage);
    return JSON.stringify(z.encode(contentListResponse, await list));
  }
  try {
    return JSON.stringify(z.encode(contentPost, await content.post(urlId)));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

export const answerFingerprint = (answer: string) =>
  createHash('sha256').update(answer).digest('base64url');

/**
 * Every content page worth prerendering: the library, each tag a published article carries
 * (lower case, as the articles link to them), and each published article.
 */
export async function contentPagePaths(content: ContentService): Promise<string[]> {
  const { articles, tags } = await content.publishedPages(Number.MAX_SAFE_INTEGER);
  return [
    '/content',
    ...tags.map((tag) => `/content/tags/${tag}`),
    ...articles.map((article) => `/content/${article.urlId}`),
  ];
}

/** A content page as the app's build draws it: the API's answer and its fingerprint. */
export interface PrerenderedContentPage {
  answer: unknown;
  fingerprint: string;
}

/** What the app's build prerenders the content pages from, by address. */
export async function contentSnapshot(
  content: ContentService,
): Promise<Record<string, PrerenderedContentPage>> {
  const pages: Record<string, PrerenderedContentPage> = {};
  for (const pagePath of await contentPagePaths(content)) {
    const answer = await contentPageAnswer(content, pagePath);
    if (answer !== null) {
      pages[pagePath] = { answer: JSON.parse(answer), fingerprint: answerFingerprint(answer) };
    }
  }
  return pages;
}

/**
 * Whether a prerendered content page may be sent: the fingerprint the build recorded for it
 * (PRERENDERED_CONTENT_FILE) equals that of the API's answer now. A page the build recorded
 * nothing for is never current. Other addresses are not content pages: undefined.
 */
export function prerenderedContentCheck(content: ContentService, staticDir: string | undefined) {
  const file = staticDir === undefined ? undefined : path.join(staticDir, PRERENDERED_CONTENT_FILE);
  const recorded: Record<string, string> =
    file !== undefined && fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
      : {};
  return async (pagePath: string): Promise<boolean | undefined> => {
    const bare = pagePath.replace(/(.)\/$/, '$1');
    if (!contentPage.test(bare)) return undefined;
    const fingerprint = recorded[bare];
    if (fingerprint === undefined) return false;
    const answer = await contentPageAnswer(content, bare);
    return answer !== null && answerFingerprint(answer) === fingerprint;
  };
}
