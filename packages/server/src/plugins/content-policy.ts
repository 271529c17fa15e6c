import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The content security policy of every response. Scripts and styles come only from the app's own
 * files; a page's own inline scripts (the router's boot data, the theme set before first paint)
 * and the style attributes written into its HTML are allowed by their hashes, on that page's
 * response only (see policyOfPages).
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
  // Stylesheets are the app's own files; a <style> element only with a text the build holds
  // (listed by hash on pages). Styles a script gives (React's style props, constructed
  // stylesheets) go through the CSSOM, which the policy does not govern.
  'style-src': ["'self'"],
  // No 'unsafe-inline' for style attributes either: React writes its style props through the
  // CSSOM, so the only style attributes are those a prerendered page's HTML was written with
  // (Radix's accordion), each allowed by its hash on that page alone.
  'style-src-attr': ["'none'"],
};

/** Sources a page adds to directives of the policy, by directive. */
export type PageSources = Partial<Record<string, readonly string[]>>;

/** The policy's header value with a page's sources added, written as helmet writes it. */
export function contentPolicyWith(added: PageSources = {}): string {
  return Object.entries(contentPolicyDirectives)
    .map(([name, values]) => {
      const extra = added[name] ?? [];
      // 'none' only stands alone: a directive the page adds sources to drops it.
      const own = extra.length > 0 ? values.filter((value) => value !== "'none'") : values;
      return [name, ...own, ...extra].join(' ');
    })
    .join(';');
}

/** The CSP source ('sha256-…') that allows exactly this inline text. */
const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const sortedSources = (texts: Iterable<string>) =>
  [...new Set([...texts].filter((text) => text.trim() !== '').map(hashSource))].sort();

/** An inline script: a <script> element without a src attribute, and its exact text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
/** A <style> element and its exact text. */
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
/** A style attribute, as React writes it (double quotes, entities for what must be escaped). */
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
/**
 * A <style> element a component renders with a constant text, as it stands in a built script:
 * `jsx("style", { dangerouslySetInnerHTML: { __html: "…" } })` (Radix's Select hides its
 * viewport's scrollbar so). A text with escapes or `${…}` is not constant and is not matched.
 */
const RENDERED_STYLE_ELEMENT =
  /\(\s*(["'`])style\1\s*,\s*\{\s*dangerouslySetInnerHTML\s*:\s*\{\s*__html\s*:\s*(["'`])((?:(?!\2)[^\\$])*)\2/g;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The CSP sources ('sha256-…') of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return sortedSources([...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? ''));
}

/** The CSP sources of a page's <style> elements. */
export function styleElementHashes(html: string): string[] {
  return sortedSources([...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? ''));
}

/** The CSP sources of a page's style attributes, each hashed as the browser reads its value. */
export function styleAttributeHashes(html: string): string[] {
  return sortedSources(
    [...html.matchAll(STYLE_ATTRIBUTE)].map((match) => decodeAttribute(match[1] ?? '')),
  );
}

/** The CSP sources of the <style> elements the built scripts render with a constant text. */
export function renderedStyleHashes(script: string): string[] {
  return sortedSources([...script.matchAll(RENDERED_STYLE_ELEMENT)].map((match) => match[3] ?? ''));
}

/** What a page adds to the policy: its inline scripts, style elements and style attributes. */
export function pageSources(html: string, renderedStyles: readonly string[] = []): PageSources {
  const attributes = styleAttributeHashes(html);
  return {
    'script-src': inlineScriptHashes(html),
    'style-src': [...new Set([...styleElementHashes(html), ...renderedStyles])].sort(),
    // Hashes allow a style attribute only beside 'unsafe-hashes' (which allows nothing else).
    'style-src-attr': attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : [],
  };
}

function builtFiles(dir: string, extension: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(file, extension);
    return entry.name.endsWith(extension) ? [file] : [];
  });
}

/**
 * Each built page's policy, by its path under the static folder ('login/index.html'). The
 * pages and scripts are static files, so their inline texts are known when the server starts
 * and 'unsafe-inline' is never needed. The <style> elements scripts render are allowed on every
 * page, as any page may go on to show any screen without loading another document; a page's
 * inline scripts and style attributes only on that page: a policy listing every page's hashes
 * on every response would add kilobytes to each script and API answer.
 */
export function policyOfPages(staticDir: string): (page: string) => string {
  const renderedStyles = [
    ...new Set(
      builtFiles(staticDir, '.js').flatMap((file) =>
        renderedStyleHashes(fs.readFileSync(file, 'utf8')),
      ),
    ),
  ].sort();
  const policies = new Map<string, string>();
  for (const file of builtFiles(staticDir, '.html')) {
    const sources = pageSources(fs.readFileSync(file, 'utf8'), renderedStyles);
    policies.set(path.relative(staticDir, file), contentPolicyWith(sources));
  }
  const plain = contentPolicyWith();
  return (page) => policies.get(path.normalize(page)) ?? plain;
}
