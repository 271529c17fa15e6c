import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languages } from '@taskboard/contract';
import { policyOfPages } from './content-policy';
import { pageLanguage, pathWithoutLanguage } from './page-language';

/** Vite writes every file under assets/ with a content hash in its name: it never changes. */
const HASHED_FOLDER = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the web manifest, the service worker, icons) is revalidated. */
export const REVALIDATE = 'no-cache';

/**
 * The cookie the app keeps while a session is stored in this browser (app/src/session/signedInHint.ts).
 * Not a secret and no proof of anything: it only chooses what `/` opens with, the profile's
 * single-page shell or the landing page. The page itself checks the stored session before it
 * paints and corrects a stale hint (app/src/session/landingScripts.ts).
 */
export const SIGNED_IN_COOKIE = 'taskboard.signedIn';
/** The landing page a visitor without a session gets at `/`, prerendered in each language. */
const LANDING_PAGE = '/homepage';

function hasSignedInHint(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}

export interface SpaOptions {
  /**
   * Whether the page prerendered for an address (with its language: /fr/content/x shows the
   * article in French) still shows what the server answers now: false sends the single-page
   * shell instead, which asks the API; undefined for addresses it does not judge (their pages
   * are always current).
   */
  isCurrent?: (pagePath: string) => Promise<boolean | undefined>;
}

/**
 * Headers that only mean something on a document (a page's policy, framing, referrer, opener)
 * or are not needed for a same-origin module. A hashed script or stylesheet never becomes a
 * document (nosniff stays), and a first visit fetches about ten of them: without these each
 * arrives about 700 bytes lighter. Validators go too, as an immutable file is never revalidated.
 */
const NOT_FOR_SCRIPTS_AND_STYLES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'access-control-allow-origin',
  'etag',
  'last-modified',
];

/**
 * The built app, as a phone should receive it: the brotli or gzip file the build wrote beside
 * each text file (chosen by Accept-Encoding, never compressed per request), hashed files cached
 * for a year, the rest revalidated. A GET for an app route gets index.html, or the page
 * prerendered for that path while it is current; a public page asked for without a language
 * (/login) is redirected to its translation (/fr/login) when the visitor's language is not
 * English; `/` is the landing page in the visitor's language unless the browser says it is
 * signed in (SIGNED_IN_COOKIE). Unknown /api paths stay JSON 404s.
 */
export function installSpa(
  app: FastifyInstance,
  staticDir: string | undefined,
  { isCurrent }: SpaOptions = {},
): void {
  const hasSpa = staticDir !== undefined && fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    const root = path.resolve(staticDir);
    const hashedRoot = path.join(root, HASHED_FOLDER) + path.sep;
    const policyOf = policyOfPages(root);
    void app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = file.startsWith(hashedRoot);
        void reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
        if (hashed && /\.(js|css)(\.br|\.gz)?$/.test(file)) {
          for (const name of NOT_FOR_SCRIPTS_AND_STYLES) {
            // Security headers are written on the raw response, the rest on the reply.
            reply.raw.removeHeader(name);
            void reply.removeHeader(name);
          }
        }
        // A page, however it is asked for (its route, or /index.html by the service worker),
        // carries the policy that lets its own inline scripts run.
        const original = file.replace(/\.(br|gz)$/, '');
        if (original.endsWith('.html')) {
          void reply.header('content-security-policy', policyOf(path.relative(root, original)));
        }
      },
      // A folder path ('/', '/homepage/') is an app route: leave it to the fallback below rather
      // than answer it with a refused directory listing. The prerender's loader data (`.data`)
      // is never asked for by the app (its pages load through the API) and would outlive an
      // edited or unpublished article: it is not served.
      allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.endsWith('.data'),
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!hasSpa || !wantsPage(request, pathname)) {
      return reply.code(404).send({ detail: 'Not found' });
    }
    if (pathname === '/') {
      // `/` opens the profile for a signed-in browser and the landing page for a visitor, who
      // gets it prerendered in its language at this address, painted before any script runs.
      void reply.header('vary', 'Accept-Language, Cookie');
      const language = pageLanguage(request);
      const landing = [language === 'en' ? '' : `/${language}`, '']
        .map((prefix) => path.join(`${prefix}${LANDING_PAGE}`, 'index.html'))
        .find((file) => fs.existsSync(path.join(staticDir, file)));
      if (!hasSignedInHint(request) && landing) return reply.type('text/html').sendFile(landing);
      return reply.type('text/html').sendFile('index.html');
    }
    const prerendered = path.join(pathname, 'index.html');
    const isPrerendered =
      !prerendered.includes('..') &&
      fs.existsSync(path.join(staticDir, prerendered)) &&
      (await isCurrent?.(pathname)) !== false;
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
