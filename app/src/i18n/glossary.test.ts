import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readCatalogue } from '../../plugins/messageCatalogues';
import { sourceLanguage, uiLanguages, type UiLanguage } from './languages';

// The product's words, one glossary per language (glossary/<language>.json, see its README), and
// the check every catalogue passes against English: the app's screens and the e-mails alike.

interface Term {
  word: string;
  also?: string[];
  /** Regular expressions for words a catalogue must not use for this term. */
  avoid?: string[];
  meaning?: string;
  note?: string;
}

interface Glossary {
  terms: Record<string, Term>;
  /** Whole messages that are truly the same as English in this language (names, loanwords). */
  sameAsEnglish: string[];
  /** Messages where an avoided word means something else, with the reason. */
  exceptions?: Record<string, string>;
}

const glossaryDir = fileURLToPath(new URL('./glossary', import.meta.url));
const messagesDir = fileURLToPath(new URL('./messages', import.meta.url));
const mailDir = fileURLToPath(
  new URL('../../../packages/server/src/mail/catalogues', import.meta.url),
);
const translations = uiLanguages.filter((language) => language !== sourceLanguage);

const glossary = (language: UiLanguage): Glossary =>
  JSON.parse(readFileSync(join(glossaryDir, `${language}.json`), 'utf8')) as Glossary;

/** Each catalogue the check reads, by name: the app's messages and the mail's. */
const catalogues: Record<string, (language: UiLanguage) => Record<string, string>> = {
  app: (language) => readCatalogue(messagesDir, language),
  mail: (language) =>
    JSON.parse(readFileSync(join(mailDir, `${language}.json`), 'utf8')) as Record<string, string>,
};

/** The placeholders (`{count}`, `{count, plural, …}` counts as `{count}`) and tags (`<0>`). */
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

/** What a reader reads of a message: without placeholder names, plural and select keys, tags. */
function readerText(message: string): string {
  return message
    .replace(/\{\s*\w+\s*\}|<\/?\d+\/?>/g, ' ')
    .replace(/\{\s*\w+\s*,\s*(plural|selectordinal|select)\s*,/g, ' ')
    .replace(/(=\d+|[\p{L}\w]+)\s*\{/gu, ' ')
    .replace(/[{}]/g, ' ');
}

/** Whether a message has words a reader reads (not only placeholders, tags, digits, signs). */
const hasWords = (message: string) => /\p{L}/u.test(readerText(message));

describe('the glossary', () => {
  const english = glossary(sourceLanguage);

  it('has a file for each language and a README', () => {
    expect(readdirSync(glossaryDir).sort()).toEqual(
      [...uiLanguages.map((language) => `${language}.json`), 'README.md'].sort(),
    );
  });

  it.each(translations)('%s names a word for every English term, and no other', (language) => {
    const terms = glossary(language).terms;
    expect(Object.keys(terms).sort()).toEqual(Object.keys(english.terms).sort());
    for (const [term, entry] of Object.entries(terms)) {
      expect(entry.word.trim(), `${language}: ${term}`).not.toBe('');
      // A word the glossary asks for is never one it forbids.
      for (const avoid of entry.avoid ?? []) {
        expect(new RegExp(avoid, 'iu').test(entry.word), `${language}: ${term}`).toBe(false);
      }
    }
  });

  it('explains every English term', () => {
    for (const [term, entry] of Object.entries(english.terms)) {
      expect(entry.word, term).toBe(term);
      expect(entry.meaning?.length, term).toBeGreaterThan(10);
    }
  });
});

describe.each(Object.keys(catalogues))('the %s catalogues against English', (name) => {
  const read = catalogues[name]!;
  const source = read(sourceLanguage);

  it.each(translations)('%s has every English key, and no other', (language) => {
    const translated = read(language);
    expect(
      Object.keys(source).filter((id) => !(id in translated)),
      `missing in ${language}`,
    ).toEqual([]);
    expect(
      Object.keys(translated).filter((id) => !(id in source)),
      `only in ${language}`,
    ).toEqual([]);
  });

  it.each(translations)('%s has the same placeholders as English in every message', (language) => {
    const differ: string[] = [];
    for (const [id, message] of Object.entries(read(language))) {
      const want = slots(source[id] ?? '');
      const have = slots(message);
      if (want.join() !== have.join()) differ.push(`${id}: ${have.join()} ≠ ${want.join()}`);
    }
    expect(differ).toEqual([]);
  });

  it.each(translations)('%s copies no English message but its listed same words', (language) => {
    const same = new Set(glossary(language).sameAsEnglish);
    const copied = Object.entries(read(language))
      .filter(([id, message]) => message === source[id] && hasWords(message) && !same.has(message))
      .map(([id, message]) => `${id}: ${message}`);
    expect(copied).toEqual([]);
  });

  it.each(translations)('%s uses the glossary’s word for each product term', (language) => {
    const { terms, exceptions = {} } = glossary(language);
    const strays: string[] = [];
    for (const [id, message] of Object.entries(read(language))) {
      if (id in exceptions) continue;
      for (const [term, { word, avoid = [] }] of Object.entries(terms)) {
        for (const pattern of avoid) {
          const found = new RegExp(pattern, 'iu').exec(readerText(message))?.[0];
          if (found) strays.push(`${id}: “${found}” for ${term}, the glossary says “${word}”`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});

describe('the lists of words that stay as in English', () => {
  it.each(translations)('%s lists only messages some catalogue really shares', (language) => {
    const shared = new Set<string>();
    for (const read of Object.values(catalogues)) {
      const source = read(sourceLanguage);
      for (const [id, message] of Object.entries(read(language))) {
        if (message === source[id]) shared.add(message);
      }
    }
    expect(glossary(language).sameAsEnglish.filter((word) => !shared.has(word))).toEqual([]);
  });
});

/** English words that never belong in a Spanish, French, German, Chinese or Japanese sentence. */
const englishOnly = /\b(the|and|your|you|with|please|this|that|what|when|here|for|of)\b/i;

describe('the e-mails', () => {
  // Messages written for the few places they appear (the badges' own names) are left out.
  const names = /^mail\.badge\.name\./;

  it.each(translations)('%s say each product term with the glossary’s word', (language) => {
    const english = catalogues.mail!(sourceLanguage);
    const mail = catalogues.mail!(language);
    const { terms } = glossary(language);
    const missing: string[] = [];
    for (const [id, source] of Object.entries(english)) {
      if (names.test(id)) continue;
      for (const [term, { word, also = [] }] of Object.entries(terms)) {
        if (!new RegExp(`\\b${term}(s|es)?\\b`, 'i').test(readerText(source))) continue;
        const text = readerText(mail[id] ?? '').toLowerCase();
        if (![word, ...also].some((form) => text.includes(form.toLowerCase()))) {
          missing.push(`${id}: ${term} → “${word}” in “${mail[id]}”`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(translations)('%s leave no English sentence behind', (language) => {
    const left = Object.entries(catalogues.mail!(language))
      .filter(([, message]) => englishOnly.test(readerText(message)))
      .map(([id, message]) => `${id}: ${message}`);
    expect(left).toEqual([]);
  });
});

describe('the e-mails and the screens', () => {
  it.each(uiLanguages)('%s names every badge as the badge screens do', (language) => {
    const app = catalogues.app!(language);
    const mail = catalogues.mail!(language);
    const names = Object.keys(mail).filter((id) => id.startsWith('mail.badge.name.'));
    expect(names.length).toBe(8);
    for (const id of names) {
      expect(mail[id], id).toBe(app[id.replace('mail.badge.name.', 'profile.badgeName.')]);
    }
  });
});
