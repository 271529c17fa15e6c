import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An inline script: a <script> element without a src attribute, and its exact text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources ('sha256-…') of every inline script in the built app's HTML files: the router's
 * boot script and the theme script that runs before first paint. The pages are static files, so
 * their scripts are known when the server starts and 'unsafe-inline' is never needed.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (staticDir === undefined || !fs.existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
          const text = match[1] ?? '';
          if (text.trim() === '') continue;
          hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
        }
      }
    }
  };
  visit(staticDir);
  return [...hashes].sort();
}
