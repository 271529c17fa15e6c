import type { FastifyPluginAsync } from 'fastify';
import { languages, type Language } from '@taskboard/contract';
import { REVALIDATE } from '../plugins/spa';
import type { ContentService } from '../services/content-service';

export interface SeoRoutesOptions {
  content: ContentService;
  /** APP_URL: the public address every listed page is written under. */
  appUrl: string;
}

/** The pages anyone may open, in the order they are listed (app/src/routes.ts). */
export const PUBLIC_PAGES = ['/homepage', '/login', '/signup', '/content', '/privacy', '/terms'];

/** Pages behind the log-in: nothing there for a crawler. */
const SIGNED_IN_PAGES = ['/profile/', '/users', '/settings', '/taskboard', '/family', '/badges'];

/** The sitemap protocol's limit of addresses per file. */
const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * sitemap.xml and robots.txt for search engines: the public pages, every tag page and every
 * published article, each under every language's address it is written in with the others as
 * its alternates (hreflang), read from the database on each request so a new article or
 * translation is listed at once.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { content, appUrl }) => {
  const base = appUrl.replace(/\/+$/, '');
  const address = (path: string) => escapeXml(`${base}${path}`);

  // Kept out of the API document: they are for crawlers, not API clients.
  const options = { config: { auth: 'public' as const }, schema: { hide: true } };

  /** A page's address in a language: English keeps the bare path, the others take their prefix. */
  const inLanguage = (path: string, language: Language) =>
    language === 'en' ? path : `/${language}${path}`;

  /**
   * One entry per language the page is written in, each naming all of them (and the address
   * without a language, which answers in the visitor's, as the default) as its alternates.
   */
  const entriesOf = (path: string, written: readonly Language[], lastModified?: Date) => {
    const alternates = [
      ...written.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${address(inLanguage(path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join('');
    const lastmod = lastModified
      ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return written.map(
      (language) =>
        `<url><loc>${address(inLanguage(path, language))}</loc>${lastmod}${alternates}</url>`,
    );
  };

  app.get('/sitemap.xml', options, async (_request, reply) => {
    const { articles, tags } = await content.publishedPages(SITEMAP_MAX_URLS);
    // The public pages and the tag pages are in every language; an article in the languages it
    // is written in (under another language's address it shows in English, with a note).
    const entries = [
      ...PUBLIC_PAGES.flatMap((path) => entriesOf(path, languages)),
      ...tags.flatMap((tag) => entriesOf(`/content/tags/${encodeURIComponent(tag)}`, languages)),
      ...articles.flatMap((article) =>
        entriesOf(
          `/content/${encodeURIComponent(article.urlId)}`,
          article.languages,
          article.lastModified,
        ),
      ),
    ].slice(0, SITEMAP_MAX_URLS);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
          ' xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
          entries.join('\n') +
          '\n</urlset>\n',
      );
  });

  app.get('/robots.txt', options, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          ...SIGNED_IN_PAGES.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
};
