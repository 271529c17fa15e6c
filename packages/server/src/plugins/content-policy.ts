import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The content security policy of every response. Scripts come only from the app's own files;
 * a page's own inline scripts (the router's boot data, the theme set before first paint) are
 * allowed by their hashes, on that page's response only (see policyOfPages).
 */
export const contentPolicyDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'https:', 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  // No image from another site: a picture fetched from elsewhere tells that site who is looking
  // at a child's board, and when (children's privacy). Pictures are the app's own files,
  // data: URLs and blob: URLs the page makes itself.
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", 'https:', "'unsafe-inline'"],
};

/** The policy's header value with extra script sources, written as helmet writes it. */
export function contentPolicyWith(scriptSources: readonly string[]): string {
  return Object.entries(contentPolicyDirectives)
    .map(([name, values]) =>
      [name, ...values, ...(name === 'script-src' ? scriptSources : [])].join(' '),
    )
    .join(';');
}

/** An inline script: a <script> element without a src attribute, and its exact text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? '';
    if (text.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes].sort();
}

/**
 * Each built page's policy, by its path under the static folder ('login/index.html'). The
 * pages are static files, so their scripts are known when the server starts and
 * 'unsafe-inline' is never needed. Only pages carry hashes: a policy listing every page's
 * scripts on every response would add kilobytes to each script and API answer.
 */
export function policyOfPages(staticDir: string): (page: string) => string {
  const policies = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) {
        const hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'));
        policies.set(path.relative(staticDir, file), contentPolicyWith(hashes));
      }
    }
  };
  visit(staticDir);
  const plain = contentPolicyWith([]);
  return (page) => policies.get(path.normalize(page)) ?? plain;
}
