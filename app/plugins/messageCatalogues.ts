import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0' + PREFIX;
const SOURCE_LANGUAGE = 'en';
/** The part whose messages fall back to English, one by one. */
const FALLBACK_PART = 'messages';

/**
 * One language's messages from its areas' files (`<dir>/<language>/<area>.json`; every area when
 * none are named), by id.
 */
export function readCatalogue(
  dir: string,
  language: string,
  areas?: readonly string[],
): Record<string, string> {
  const folder = join(dir, language);
  const merged: Record<string, string> = {};
  const files = readdirSync(folder).filter(
    (name) => name.endsWith('.json') && (!areas || areas.includes(name.slice(0, -'.json'.length))),
  );
  for (const file of files.sort()) {
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
 * `import('virtual:messages/fr/auth')` answers the French messages of the sign-in pages, every
 * area of that part merged and precompiled at build time (the parts are listed in
 * src/i18n/catalogueParts.json): small chunks fetched only for the language shown and the
 * screens that need them, with no message parser in the browser. `virtual:messages/loaders` is
 * the table of their dynamic imports, by language and part.
 */
export function messageCatalogues(dir: string, parts: Record<string, readonly string[]>): Plugin {
  const languages = readdirSync(dir).sort();
  const loaders = () =>
    `export default {${languages
      .map(
        (language) =>
          `${JSON.stringify(language)}: {${Object.keys(parts)
            .map((part) => `${part}: () => import('${PREFIX}${language}/${part}')`)
            .join(', ')}}`,
      )
      .join(', ')}};`;
  return {
    name: 'taskboard-message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (name === 'loaders') return loaders();
      const [language = '', part = ''] = name.split('/');
      const areas = parts[part];
      if (!areas) throw new Error(`No message catalogue part "${part}"`);
      this.addWatchFile(join(dir, language));
      // The server's, the contract's and the machines' messages read in English where a language
      // lacks one (a message added to the table before its translations).
      const catalogue =
        part === FALLBACK_PART
          ? {
              ...readCatalogue(dir, SOURCE_LANGUAGE, areas),
              ...readCatalogue(dir, language, areas),
            }
          : readCatalogue(dir, language, areas);
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [key, compile(key, message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
