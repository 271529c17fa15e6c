import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CONTENT_PAGE_SIZE,
  contentListResponse,
  contentPost,
  languages,
  type Language,
} from '@taskboard/contract';
import { HttpError } from '../http-error';
import { pathWithoutLanguage } from '../plugins/page-language';
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

/** The language a page's address is in: /fr/content is French, /content English. */
function languageOfPage(pagePath: string): Language {
  const first = pagePath.split('/')[1];
  return (languages as readonly string[]).includes(first ?? '') ? (first as Language) : 'en';
}

/** A page's address in a language: English keeps the bare path, the others take their prefix. */
const inLanguage = (bare: string, language: Language) =>
  language === 'en' ? bare : `/${language}${bare}`;

/**
 * The JSON the content API answers for a page's first screen in the language of its address
 * (/fr/content/{url_id} is the article in French), byte for byte as the route serialises it (its
 * response schema, then JSON.stringify): the library's first page of ten, a tag's first page, or
 * one article. Null when the API answers not found, or the address is not a content page.
 */
export async function contentPageAnswer(
  content: ContentService,
  pagePath: string,
): Promise<string | null> {
  const language = languageOfPage(pagePath);
  const match = contentPage.exec(pathWithoutLanguage(pagePath));
  if (!match) return null;
  const [, tag, urlId] = match;
  const firstPage = { page: 1, limit: CONTENT_PAGE_SIZE };
  if (urlId === undefined) {
    const list =
      tag === undefined
        ? content.list(firstPage, language)
        : content.byTag(tag, firstPage, language);
    return JSON.stringify(z.encode(contentListResponse, await list));
  }
  try {
    return JSON.stringify(z.encode(contentPost, await content.post(urlId, language)));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

export const answerFingerprint = (answer: string) =>
  createHash('sha256').update(answer).digest('base64url');

/**
 * Every content page worth prerendering, in every language as the public pages around them are
 * (/content, /fr/content, ...): the library, each tag a published article carries (lower case, as
 * the articles link to them), and each published article (in English, with a note, under a
 * language it is not written in).
 */
export async function contentPagePaths(content: ContentService): Promise<string[]> {
  const { articles, tags } = await content.publishedPages(Number.MAX_SAFE_INTEGER);
  const bare = [
    '/content',
    ...tags.map((tag) => `/content/tags/${tag}`),
    ...articles.map((article) => `/content/${article.urlId}`),
  ];
  return languages.flatMap((language) => bare.map((page) => inLanguage(page, language)));
}

/** A content page as the app's build draws it: the API's answer and its fingerprint. */
export interface PrerenderedContentPage {
  answer: unknown;
  fingerprint: string;
}

/** What the app's build prerenders the content pages from, by address (with its language). */
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
 * Whether a prerendered content page (its address with its language, /fr/content/{url_id}) may be
 * sent: the fingerprint the build recorded for it (PRERENDERED_CONTENT_FILE) equals that of the
 * API's answer in that language now. A page the build recorded nothing for is never current.
 * Other addresses are not content pages: undefined.
 */
export function prerenderedContentCheck(content: ContentService, staticDir: string | undefined) {
  const file = staticDir === undefined ? undefined : path.join(staticDir, PRERENDERED_CONTENT_FILE);
  const recorded: Record<string, string> =
    file !== undefined && fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
      : {};
  return async (pagePath: string): Promise<boolean | undefined> => {
    const page = pagePath.replace(/(.)\/$/, '$1');
    if (!contentPage.test(pathWithoutLanguage(page))) return undefined;
    const fingerprint = recorded[page];
    if (fingerprint === undefined) return false;
    const answer = await contentPageAnswer(content, page);
    return answer !== null && answerFingerprint(answer) === fingerprint;
  };
}
