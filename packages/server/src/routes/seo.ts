import type { FastifyPluginAsync } from 'fastify';
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
 * published article, read from the database on each request so a new article is listed at once.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { content, appUrl }) => {
  const base = appUrl.replace(/\/+$/, '');
  const address = (path: string) => escapeXml(`${base}${path}`);

  // Kept out of the API document: they are for crawlers, not API clients.
  const options = { config: { auth: 'public' as const }, schema: { hide: true } };

  app.get('/sitemap.xml', options, async (_request, reply) => {
    const { articles, tags } = await content.publishedPages(SITEMAP_MAX_URLS);
    const entries = [
      ...PUBLIC_PAGES.map((path) => `<url><loc>${address(path)}</loc></url>`),
      ...tags.map(
        (tag) => `<url><loc>${address(`/content/tags/${encodeURIComponent(tag)}`)}</loc></url>`,
      ),
      ...articles.map(
        (article) =>
          `<url><loc>${address(`/content/${encodeURIComponent(article.urlId)}`)}</loc>` +
          `<lastmod>${article.lastModified.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ].slice(0, SITEMAP_MAX_URLS);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
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
