import { z } from 'zod';
import { languages, type Language } from './settings';

// The content library (content spec §3 Content post, §7 content calls, §9 page size 10).

export const CONTENT_PAGE_SIZE = 10;
/** The post the detail page opens when none is named. */
export const DEFAULT_POST_ID = 'studysupport';
/** The spec's not-found text, used by the API's `detail` and the page alike. */
export const POST_NOT_FOUND = 'Content post not found.';
/** Meta description length (spec §9). */
export const META_DESCRIPTION_LENGTH = 150;

/** A url_id or a tag: lower-case words joined by dashes, as they appear in links. */
const slug = (what: string) =>
  z
    .string({ error: `The ${what} is required` })
    .min(1, `The ${what} is required`)
    .max(80, `The ${what} must be at most 80 characters`)
    .regex(
      /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/,
      `The ${what} may only contain letters, digits and dashes`,
    );

export const contentPost = z.object({
  url_id: z.string(),
  title: z.string(),
  /** The summary line shown under the title. */
  running_title: z.string(),
  /** Sanitised HTML (an allow-list applied when the post was stored). */
  content: z.string(),
  author: z.string(),
  /** YYYY-MM-DD. */
  publication_date: z.string(),
  /** The tags, as the tag pages' addresses name them: /content/tags/{keyword}. */
  keywords: z.array(z.string()),
  /** What each keyword is called in `language`, in the same order: what a reader sees. */
  keyword_names: z.array(z.string()),
  /**
   * The language the title, summary, body and keyword names are written in: the one asked for
   * (`lang`, else the reader's cookie or Accept-Language), or English when the post is not written
   * in it yet, which a page says rather than showing English silently.
   */
  language: z.enum(languages),
  /** The youngest age the post is for; above 27 means it is written for parents. */
  target_age: z.number().int().nullable(),
  /** A challenge post can be added to the board as a goal. */
  challenge: z.boolean(),
  /**
   * Set only when the post's content is a link into the configured media store: the page sends
   * the reader there. The server decides it, so no other link can become a redirect.
   */
  redirect_url: z.string().nullable(),
});
export type ContentPost = z.infer<typeof contentPost>;

/** A post in a list: everything but the HTML body. */
export const contentSummary = contentPost.omit({ content: true, redirect_url: true });
export type ContentSummary = z.infer<typeof contentSummary>;

export const contentListResponse = z.object({
  results: z.array(contentSummary),
  totalPosts: z.number().int(),
});
export type ContentListResponse = z.infer<typeof contentListResponse>;

const page = z.coerce
  .number({ error: 'The page must be a whole number from 1' })
  .int('The page must be a whole number from 1')
  .min(1, 'The page must be a whole number from 1')
  .max(100_000, 'The page must be at most 100000')
  .default(1);
// Up to the largest items_per_page a reader can choose in Preferences (10, 20, 50, 100).
const limit = z.coerce
  .number({ error: 'The limit must be a whole number from 1 to 100' })
  .int('The limit must be a whole number from 1 to 100')
  .min(1, 'The limit must be a whole number from 1 to 100')
  .max(100, 'The limit must be a whole number from 1 to 100')
  .default(CONTENT_PAGE_SIZE);

/**
 * The language to answer in; without it, the reader's (the language cookie, else
 * Accept-Language, else English).
 */
const lang = z
  .enum(languages, { error: `The language must be one of ${languages.join(', ')}` })
  .optional();

export const contentListQuery = z.object({
  page,
  limit,
  lang,
  /** Only published posts are public; `false` is refused rather than ignored. */
  is_published: z
    .enum(['true'], { error: 'Only published posts can be listed (is_published=true)' })
    .default('true'),
});
/** What a caller may send: the page, its size (published posts only) and the language. */
export type ContentListQuery = { page?: number; limit?: number; lang?: Language };

export const contentTagQuery = z.object({ page, limit, lang });
export const contentPostQuery = z.object({ lang });
export const contentTagParams = z.object({ tag: slug('tag') });
export const contentPostParams = z.object({ url_id: slug('post id') });

/** How many pages a list of `total` posts makes (spec §7: ceil(total / 10)). */
export const pageCount = (total: number, size = CONTENT_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / size));
