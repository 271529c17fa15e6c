import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishMessages, type MessageId } from '@taskboard/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCatalogue } from '../../plugins/messageCatalogues';
import { activateLanguage } from './i18n';
import {
  catalogueMessage,
  excludedMessages,
  extractSourceMessages,
  type SourceMessage,
} from './knownMessageSources';
import { catalogueKey, loadKnownMessages, translateKnown } from './knownMessages';
import { sourceLanguage } from './languages';

const messagesDir = fileURLToPath(new URL('./messages', import.meta.url));
const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** The `messages` area of the English catalogue. */
const catalogue = Object.fromEntries(
  Object.entries(readCatalogue(messagesDir, sourceLanguage)).filter(([id]) =>
    id.startsWith('messages.'),
  ),
);

const table = Object.entries(englishMessages) as [MessageId, string][];

/** The code of the places that send messages, and of the app that shows them. */
function sourceTexts(folder: string): string[] {
  return readdirSync(join(repository, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceTexts(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(join(repository, path), 'utf8')]
      : [];
  });
}

describe('the messages table', () => {
  it('has an entry in the catalogue for every message, in its English words', () => {
    // Each line is the entry to add to messages/en/messages.json (and its translations).
    const missing = table
      .filter(([id, english]) => catalogue[catalogueKey(id)] !== catalogueMessage(english))
      .map(
        ([id, english]) => `"${catalogueKey(id)}": ${JSON.stringify(catalogueMessage(english))}`,
      );
    expect(missing).toEqual([]);
  });

  it('is all the catalogue holds: no entry without a message of the table', () => {
    const ids = new Set<string>(table.map(([id]) => catalogueKey(id)));
    expect(Object.keys(catalogue).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('names each message area.what', () => {
    expect(
      table.map(([id]) => id).filter((id) => !/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/.test(id)),
    ).toEqual([]);
  });
});

describe('the messages written in the contract, the machines and the server', () => {
  let written: SourceMessage[];
  let known: SourceMessage[];
  beforeAll(() => {
    written = extractSourceMessages();
    known = written.filter((message) => message.excluded === undefined);
  });

  it('are each a message of the table, so none reaches a person without an id', () => {
    // Each line is a message to add to @taskboard/contract/messages (and to the catalogues), or
    // a reason to add to knownMessageSources.ts's exclusions.
    const texts = new Set(Object.values(englishMessages) as string[]);
    const untabled = known
      .filter((message) => !texts.has(message.text))
      .map((message) => `${JSON.stringify(message.text)} (${message.sources.join(', ')})`);
    expect(untabled).toEqual([]);
  });

  it('leave no message of the table unused', () => {
    // A message is used by its id, or written out in English where a schema or a constant needs
    // the words themselves.
    const code = ['packages/contract/src', 'machines/src', 'packages/server/src', 'app/src']
      .flatMap(sourceTexts)
      .join('\n');
    const writtenTexts = new Set(known.map((message) => message.text));
    const unused = table
      .filter(([id, english]) => !writtenTexts.has(english) && !code.includes(`'${id}'`))
      .map(([id]) => id);
    expect(unused).toEqual([]);
  }, 20_000);

  it('exclude only strings the sources still write', () => {
    const excluded = new Set(written.filter((message) => message.excluded).map((m) => m.text));
    expect(Object.keys(excludedMessages).filter((text) => !excluded.has(text))).toEqual([]);
  });
});

describe('translateKnown', () => {
  beforeAll(async () => {
    await activateLanguage('fr');
    await loadKnownMessages();
  });
  afterAll(() => activateLanguage(sourceLanguage));

  it('answers a message by its id in the language shown, its values filled', () => {
    expect(translateKnown({ id: 'goal.createFailed' })).toBe('Impossible de créer l’objectif');
    expect(translateKnown({ id: 'family.childCreated', values: { username: 'mia' } })).toBe(
      'Le compte enfant « mia » a bien été créé.',
    );
    expect(
      translateKnown({
        id: 'accountSwitch.toAccountFailed',
        values: { message: 'Incorrect parent password' },
      }),
    ).toBe('Impossible de passer à ce compte : Mot de passe du parent incorrect');
  });

  it('answers the English words of the table in the language shown', () => {
    expect(translateKnown('Failed to create goal')).toBe('Impossible de créer l’objectif');
    expect(translateKnown('Username or email already exists')).toBe(
      'Ce nom d’utilisateur ou cette adresse e-mail existe déjà',
    );
    expect(translateKnown('Content post not found.')).toBe('Article introuvable.');
  });

  it('leaves a message it does not know, or a person’s own words, as they are', () => {
    expect(translateKnown('The moon is made of cheese')).toBe('The moon is made of cheese');
    expect(translateKnown('Tidy my room')).toBe('Tidy my room');
    expect(translateKnown('')).toBe('');
  });

  it('fills a pattern, translating its part when that is a known message too', () => {
    expect(translateKnown('Failed to switch to account: Incorrect parent password')).toBe(
      'Impossible de passer à ce compte : Mot de passe du parent incorrect',
    );
    expect(translateKnown('Failed to switch to account: the door is locked')).toBe(
      'Impossible de passer à ce compte : the door is locked',
    );
    expect(translateKnown("Child account 'mia' created successfully.")).toBe(
      'Le compte enfant « mia » a bien été créé.',
    );
    expect(translateKnown('HTTP 502: Bad Gateway')).toBe('HTTP 502 : Bad Gateway');
  });

  it('answers the English words unchanged in English, and a message by its id in English', async () => {
    await activateLanguage(sourceLanguage);
    await loadKnownMessages();
    expect(translateKnown('Failed to create goal')).toBe('Failed to create goal');
    expect(translateKnown({ id: 'goal.createFailed' })).toBe('Failed to create goal');
    expect(translateKnown({ id: 'stars.notEnoughMany', values: { missing: 3 } })).toBe(
      'Not enough stars yet: 3 more stars are needed',
    );
    expect(translateKnown('Failed to switch account: Unknown error')).toBe(
      'Failed to switch account: Unknown error',
    );
  });
});

describe('translateKnown on a page that has not shown a message yet', () => {
  it('fetches the messages, answering in English until they are in', async () => {
    // A fresh translator, as on a page opened with only its own part of the messages.
    vi.resetModules();
    const { activateLanguage: activate, i18n } = await import('./i18n');
    const known = await import('./knownMessages');
    await activate('ja', ['shell']);
    expect(i18n.messages['messages.goal.createFailed']).toBeUndefined();

    expect(known.translateKnown('Failed to create goal')).toBe('Failed to create goal');
    await vi.waitFor(() =>
      expect(known.translateKnown('Failed to create goal')).toBe('目標を作成できませんでした'),
    );
  });
});
