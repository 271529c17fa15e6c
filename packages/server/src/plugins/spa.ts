import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languages } from '@taskboard/contract';
import { pageLanguage, pathWithoutLanguage } from './page-language';

/** Vite writes every file under assets/ with a content hash in its name: it never changes. */
const HASHED_FOLDER = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the web manifest, the service worker, icons) is revalidated. */
export const REVALIDATE = 'no-cache';

/**
 * The built app, as a phone should receive it: the brotli or gzip file the build wrote beside
 * each text file (chosen by Accept-Encoding, never compressed per request), hashed files cached
 * for a year, the rest revalidated. A GET for an app route gets index.html, or the page
 * prerendered for that path; a public page asked for without a language (/login) is redirected
 * to its translation (/fr/login) when the visitor's language is not English. Unknown /api paths
 * stay JSON 404s.
 */
export function installSpa(app: FastifyInstance, staticDir: string | undefined): void {
  const hasSpa = staticDir !== undefined && fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    const hashedRoot = path.join(path.resolve(staticDir), HASHED_FOLDER) + path.sep;
    void app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', file.startsWith(hashedRoot) ? IMMUTABLE : REVALIDATE),
      // A folder path ('/', '/homepage/') is an app route: leave it to the fallback below rather
      // than answer it with a refused directory listing.
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!hasSpa || !wantsPage(request, pathname)) {
      return reply.code(404).send({ detail: 'Not found' });
    }
    const prerendered = path.join(pathname, 'index.html');
    const isPrerendered =
      !prerendered.includes('..') && fs.existsSync(path.join(staticDir, prerendered));
    if (!isPrerendered) return reply.type('text/html').sendFile('index.html');
    // The same address answers differently by language: caches must keep them apart.
    void reply.header('vary', 'Accept-Language, Cookie');
    void reply.header('link', languageAlternates(request, pathname));
    const language = pageLanguage(request);
    const translated = path.join(language, prerendered);
    if (language !== 'en' && fs.existsSync(path.join(staticDir, translated))) {
      const query = request.url.slice(pathname.length);
      return reply.header('cache-control', 'no-cache').redirect(`/${language}${pathname}${query}`);
    }
    return reply.type('text/html').sendFile(prerendered);
  });
}

// Whether a request that matched no file should get the app's page. Browsers say they accept
// text/html; uptime checks, link checkers and curl accept anything (`Accept: */*`, or no Accept
// header) and get the page too for app routes, while a missing file (a name with an extension,
// like an old script) stays a 404 for them, so a stale script never receives HTML.
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /(^|,)\s*\*\/\*/.test(accept) && !lastSegment.includes('.');
}

/**
 * A public page's translations for search engines, as absolute addresses (a Link header, since
 * the prerendered HTML cannot know the site's address): one per language, and the address
 * without a language as the default, which the server sends in the visitor's language.
 */
function languageAlternates(request: FastifyRequest, pathname: string): string {
  const origin = `${request.protocol}://${request.host}`;
  const bare = pathWithoutLanguage(pathname);
  const alternate = (path: string, language: string) =>
    `<${origin}${path}>; rel="alternate"; hreflang="${language}"`;
  return [
    ...languages.map((language) =>
      alternate(language === 'en' ? bare : `/${language}${bare}`, language),
    ),
    alternate(bare, 'x-default'),
  ].join(', ');
}
