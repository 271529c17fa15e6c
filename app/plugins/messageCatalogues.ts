import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0' + PREFIX;

/** One language's messages from every area's file (`<dir>/<language>/<area>.json`), by id. */
export function readCatalogue(dir: string, language: string): Record<string, string> {
  const folder = join(dir, language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const messages = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) {
      if (id in merged) throw new Error(`${folder}/${file}: the id "${id}" is defined twice`);
      merged[id] = message;
    }
  }
  return merged;
}

/** A message in Lingui's compiled form (a plain string would be taken for an uncompiled one). */
function compile(id: string, message: string): CompiledMessage {
  try {
    return compileMessageOrThrow(message);
  } catch (error) {
    throw new Error(`The message "${id}" is not valid ICU: ${(error as Error).message}`);
  }
}

/**
 * `import('virtual:messages/fr')` answers the French catalogue, every area's file merged and
 * precompiled at build time: one small chunk per language, fetched only when that language is
 * shown, with no message parser in the browser.
 */
export function messageCatalogues(dir: string): Plugin {
  return {
    name: 'taskboard-message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      this.addWatchFile(join(dir, language));
      const catalogue = readCatalogue(dir, language);
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [key, compile(key, message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
