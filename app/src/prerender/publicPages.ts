/**
 * The pages a visitor can open without an account. Each is prerendered at build time into its
 * own HTML file, so it paints before any script runs; the service worker fetches them from the
 * network first instead of answering with the single-page shell.
 */
export const publicPages = [
  '/homepage',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/email-verification-sent',
  '/privacy',
  '/terms',
] as const;

const pathAlternatives = publicPages.map((page) => page.replaceAll('/', '\\/')).join('|');

/** A public page's path and query, as the service worker's navigation fallback tests them. */
export const publicPagePath = new RegExp(`^(${pathAlternatives})\\/?(\\?|$)`);

/** A public page's full address, as the service worker's runtime routes test them. */
export const publicPageUrl = new RegExp(`^https?:\\/\\/[^/]+(${pathAlternatives})\\/?(\\?|$)`);
