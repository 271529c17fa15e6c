import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { languages } from '@taskboard/contract';
import { readCatalogue } from '../../plugins/messageCatalogues';
import { englishMessages } from '@taskboard/contract/messages';
import { catalogueKey } from './knownMessages';
import catalogue from './catalogueParts.json';
import { catalogueParts, partsForPath } from './catalogueParts';
import { sourceLanguage, uiLanguages } from './languages';
import { extractUiCatalogues } from './uiCatalogues';

const messagesDir = fileURLToPath(new URL('./messages', import.meta.url));
const sourceDir = fileURLToPath(new URL('..', import.meta.url));
const translations = uiLanguages.filter((language) => language !== sourceLanguage);

/** Each area's file of a language, by area name. */
function areaFiles(language: string): Record<string, Record<string, string>> {
  const folder = join(messagesDir, language);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [
        name.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, string>,
      ]),
  );
}

/** The placeholders (`{count}`, `{count, plural, …}`) and element tags (`<0>`) of a message. */
function slots(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(`{${name}}`);
      if (format && typeof format === 'object' && !Array.isArray(format)) {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  for (const [tag] of message.matchAll(/<\/?\d+\/?>/g)) names.add(tag.replace('/', ''));
  return [...names].sort();
}

/** Every .ts/.tsx file of the app's code (not the catalogues, not the tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Words a translation may share with English: product and language names, and the words that
// are the same in several languages.
const sharedWords = new Set([
  'Bitesize TaskBoard',
  'TaskBoard',
  'English',
  'Español',
  'Français',
  'Deutsch',
  '中文',
  '日本語',
  'OK',
  'Email',
  'E-Mail',
  'Badges',
  'Streak',
  'Menu',
  'Parent',
  'Info',
  'Stop',
  'Start',
  'Pause',
  'Timer',
  'Premium',
  'Version',
  'Profil',
  'Notifications',
  'Gold',
  'Bronze',
  'Orange',
  'Indigo',
  'Ball',
  'Bus',
  'Puzzle',
  'Sandwich',
  'ADMIN',
  'PREMIUM',
  'VIP',
]);

/** English words that never belong in a Spanish, French, German, Chinese or Japanese sentence. */
const englishOnly = /\b(the|and|your|you|with|please|this|that|what|when|here|there|for|of)\b/i;

describe('message catalogues', () => {
  const source = areaFiles(sourceLanguage);

  it('offer exactly the contract’s languages', () => {
    expect([...uiLanguages]).toEqual([...languages]);
  });

  it('put every area in exactly one part, and every page in a part', () => {
    const areas = Object.values(catalogue.parts).flat();
    expect([...areas].sort()).toEqual(Object.keys(source).sort());
    expect(new Set(areas).size).toBe(areas.length);
    for (const part of [
      ...Object.values(catalogue.pages),
      ...Object.values(catalogue.pagePrefixes),
    ]) {
      expect(catalogueParts).toContain(part);
    }
  });

  it('load for each screen the shell and its own part', () => {
    expect(partsForPath('/fr/login')).toEqual(['shell', 'auth']);
    expect(partsForPath('/terms/')).toEqual(['shell', 'legal']);
    expect(partsForPath('/homepage')).toEqual(['shell', 'landing']);
    expect(partsForPath('/content/tags/sleep')).toEqual(['shell', 'content']);
    expect(partsForPath('/ja/content/the-power-of-yet')).toEqual(['shell', 'content']);
    expect(partsForPath('/taskboard')).toEqual(['shell', 'screens']);
  });

  it('name every id after the area file it lives in', () => {
    for (const [area, messages] of Object.entries(source)) {
      for (const id of Object.keys(messages)) expect(id.startsWith(`${area}.`), id).toBe(true);
    }
  });

  it.each(translations)('%s has every English id, and no other', (language) => {
    const translated = areaFiles(language);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
    for (const [area, messages] of Object.entries(source)) {
      expect(Object.keys(translated[area] ?? {}).sort(), `${language}/${area}.json`).toEqual(
        Object.keys(messages).sort(),
      );
    }
  });

  it.each(uiLanguages)('%s compiles, with the same placeholders as English', (language) => {
    const english = readCatalogue(messagesDir, sourceLanguage);
    for (const [id, message] of Object.entries(readCatalogue(messagesDir, language))) {
      expect(slots(message), `${language}: ${id}`).toEqual(slots(english[id] ?? ''));
    }
  });

  it.each(translations)('%s leaves no English sentence behind', (language) => {
    const english = readCatalogue(messagesDir, sourceLanguage);
    const left: string[] = [];
    for (const [id, message] of Object.entries(readCatalogue(messagesDir, language))) {
      // What a reader sees: without placeholders, element tags and plural keywords.
      const text = message.replace(/\{[^{}]*\}|<\/?\d+\/?>/g, ' ').trim();
      const untranslated =
        message === english[id] && /\p{L}{3,}/u.test(text) && !sharedWords.has(message);
      if (untranslated || englishOnly.test(text)) left.push(`${id}: ${message}`);
    }
    expect(left).toEqual([]);
  });

  it('holds only ids the code uses', () => {
    const code = sourceFiles(sourceDir).map((file) => readFileSync(file, 'utf8'));
    const literal = new Set<string>();
    const prefixes = new Set<string>();
    for (const text of code) {
      for (const [, id] of text.matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g)) literal.add(id!);
      // `common.language.${language}`: the ids starting with the fixed part are used.
      for (const [, prefix] of text.matchAll(/`([a-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) {
        prefixes.add(prefix!);
      }
    }
    // The `messages` area translates the table of the contract's, the machines' and the server's
    // messages (@taskboard/contract/messages): its ids are the table's, not written in the app.
    const tabled = new Set<string>(Object.keys(englishMessages).map(catalogueKey));
    // The `ui` and `uiScreens` areas hold the @taskboard/ui texts, extracted from the library's
    // declarations and translated by id (uiCatalogues.ts): their ids are the library's.
    for (const messages of Object.values(extractUiCatalogues()))
      for (const id of Object.keys(messages)) tabled.add(id);
    const unused = Object.keys(readCatalogue(messagesDir, sourceLanguage)).filter(
      (id) =>
        !literal.has(id) &&
        !tabled.has(id) &&
        ![...prefixes].some(
          (prefix) => id.startsWith(prefix) && /^[\w-]+$/.test(id.slice(prefix.length)),
        ),
    );
    expect(unused, `unused in ${relative(process.cwd(), sourceDir)}`).toEqual([]);
    // It reads the whole app: seconds on a busy machine.
  }, 20_000);
});
