import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Vite writes every file under assets/ with a content hash in its name: it never changes. */
const HASHED_FOLDER = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the web manifest, the service worker, icons) is revalidated. */
export const REVALIDATE = 'no-cache';

/** Every inline `<script>` (one without a src) in a page: its exact text, as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) of every inline script in the built pages. The prerendered pages
 * boot React Router from inline scripts; allowing exactly these keeps `'unsafe-inline'` out of
 * script-src, so a script injected into a page never runs while the token sits in localStorage.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (staticDir === undefined || !fs.existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  const pages = fs
    .readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'));
  for (const page of pages) {
    const html = fs.readFileSync(path.join(staticDir, page), 'utf8');
    for (const [, code] of html.matchAll(INLINE_SCRIPT)) {
      if (!code) continue;
      hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The built app, as a phone should receive it: the brotli or gzip file the build wrote beside
 * each text file (chosen by Accept-Encoding, never compressed per request), hashed files cached
 * for a year, the rest revalidated. A GET for an app route gets index.html, or the page
 * prerendered for that path. Unknown /api paths stay JSON 404s.
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
    const file =
      !prerendered.includes('..') && fs.existsSync(path.join(staticDir, prerendered))
        ? prerendered
        : 'index.html';
    return reply.type('text/html').sendFile(file);
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
