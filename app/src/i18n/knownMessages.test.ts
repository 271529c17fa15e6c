import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCatalogue } from '../../plugins/messageCatalogues';
import { activateLanguage } from './i18n';
import {
  catalogueMessage,
  excludedMessages,
  extractSourceMessages,
  type SourceMessage,
} from './knownMessageSources';
import { knownMessageId, knownPatterns, translateKnown } from './knownMessages';
import { sourceLanguage } from './languages';

const messagesDir = fileURLToPath(new URL('./messages', import.meta.url));

/** The `messages` area of the English catalogue. */
const catalogue = Object.fromEntries(
  Object.entries(readCatalogue(messagesDir, sourceLanguage)).filter(([id]) =>
    id.startsWith('messages.'),
  ),
);

describe('the known messages', () => {
  let written: SourceMessage[];
  let known: SourceMessage[];
  beforeAll(() => {
    written = extractSourceMessages();
    known = written.filter((message) => message.excluded === undefined);
  });

  it('have a catalogue entry for every message of the contract, the machines and the server', () => {
    // Each line is the entry to add to messages/en/messages.json (and its translations), or a
    // reason to add to knownMessageSources.ts's exclusions.
    const missing = known
      .filter(
        (message) => catalogue[knownMessageId(message.text)] !== catalogueMessage(message.text),
      )
      .map(
        (message) =>
          `"${knownMessageId(message.text)}": ${JSON.stringify(catalogueMessage(message.text))} (${message.sources.join(', ')})`,
      );
    expect(missing).toEqual([]);
  });

  it('are still written, word for word, in those sources', () => {
    // A message the spec rewords loses its entry here rather than its translation silently.
    const sourceIds = new Map(known.map((message) => [knownMessageId(message.text), message]));
    const gone = Object.entries(catalogue)
      .filter(([id, english]) => {
        const message = sourceIds.get(id);
        return !message || catalogueMessage(message.text) !== english;
      })
      .map(([id, english]) => `${id}: ${english}`);
    expect(gone).toEqual([]);
  });

  it('each have an id of their own', () => {
    const byId = new Map<string, string[]>();
    for (const { text } of known) {
      const id = knownMessageId(text);
      byId.set(id, [...(byId.get(id) ?? []), text]);
    }
    expect([...byId.values()].filter((texts) => texts.length > 1)).toEqual([]);
  });

  it('list as patterns exactly the messages written with a run-time part', () => {
    const withPlaceholders = known
      .filter((message) => /\{\w+\}/.test(message.text))
      .map((message) => message.text);
    expect([...knownPatterns].sort()).toEqual(withPlaceholders.sort());
  });

  it('exclude only strings the sources still write', () => {
    const excluded = new Set(written.filter((message) => message.excluded).map((m) => m.text));
    expect(Object.keys(excludedMessages).filter((text) => !excluded.has(text))).toEqual([]);
  });
});

describe('knownMessageId', () => {
  it('is a readable slug of the English words', () => {
    expect(knownMessageId('Failed to create goal')).toBe('messages.failed-to-create-goal');
    expect(knownMessageId('Failed to switch to account: {message}')).toBe(
      'messages.failed-to-switch-to-account-message',
    );
  });

  it('cuts a long message at a word and tells long messages apart by a fingerprint', () => {
    const first = knownMessageId(
      'Unable to connect to the server. Please check your internet connection.',
    );
    const second = knownMessageId(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect(first).toMatch(
      /^messages\.unable-to-connect-to-the-server-please-check-your-internet-\w+$/,
    );
    expect(second).not.toBe(first);
  });
});

describe('translateKnown', () => {
  beforeAll(() => activateLanguage('fr'));
  afterAll(() => activateLanguage(sourceLanguage));

  it('answers a known message in the language shown', () => {
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

  it('answers the English words unchanged in English', async () => {
    await activateLanguage(sourceLanguage);
    expect(translateKnown('Failed to create goal')).toBe('Failed to create goal');
    expect(translateKnown('Failed to switch account: Unknown error')).toBe(
      'Failed to switch account: Unknown error',
    );
  });
});

describe('translateKnown on a page that has not shown a known message yet', () => {
  it('fetches the known messages, answering in English until they are in', async () => {
    // A fresh translator, as on a page opened with only its own part of the messages.
    vi.resetModules();
    const { activateLanguage: activate, i18n } = await import('./i18n');
    const known = await import('./knownMessages');
    await activate('ja', ['shell']);
    expect(i18n.messages['messages.failed-to-create-goal']).toBeUndefined();

    expect(known.translateKnown('Failed to create goal')).toBe('Failed to create goal');
    await vi.waitFor(() =>
      expect(known.translateKnown('Failed to create goal')).toBe('目標を作成できませんでした'),
    );
  });
});
