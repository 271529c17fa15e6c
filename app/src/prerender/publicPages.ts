import { sourceLanguage, uiLanguages } from '../i18n/languages';

/**
 * The pages a visitor can open without an account. Each is prerendered at build time into its
 * own HTML file in every language (/login in English, /fr/login in French, ...), so it paints in
 * the visitor's language before any script runs; the service worker fetches them from the
 * network first instead of answering with the single-page shell.
 */
export const publicPages = [
  '/homepage',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
  '/cancel-email-change',
  '/email-verification-sent',
  '/privacy',
  '/terms',
] as const;

/**
 * The content library's pages, public too: the list, a tag's list and an article. Each one the
 * build's library holds is prerendered in every language like the pages above, from the API's
 * answer in that language (its addresses come from the content snapshot,
 * app/plugins/contentSnapshot.ts); any other answers under the same addresses from the
 * single-page shell.
 */
const contentPage = String.raw`\/content(?:\/tags\/[^/?#]+|\/[^/?#]+)?`;

/** Whether an address without its language is one of the content library's pages. */
export const isContentPage = (path: string): boolean =>
  new RegExp(`^${contentPage}\\/?$`).test(path);

/** The languages other than English, each the first segment of its public pages' addresses. */
export const prefixedLanguages = uiLanguages.filter((language) => language !== sourceLanguage);

/** Each page bare (English) and under each language: the addresses it is prerendered at. */
export const inEveryLanguage = (pages: readonly string[]): string[] => [
  ...pages,
  ...prefixedLanguages.flatMap((language) => pages.map((page) => `/${language}${page}`)),
];

const pathAlternatives = [
  ...publicPages.map((page) => page.replaceAll('/', '\\/')),
  contentPage,
].join('|');
const languagePrefix = `(\\/(${prefixedLanguages.join('|')}))?`;

/** A public page's path and query, as the service worker's navigation fallback tests them. */
export const publicPagePath = new RegExp(`^${languagePrefix}(${pathAlternatives})\\/?(\\?|$)`);

/** A public page's full address, as the service worker's runtime routes test them. */
export const publicPageUrl = new RegExp(
  `^https?:\\/\\/[^/]+${languagePrefix}(${pathAlternatives})\\/?(\\?|$)`,
);
