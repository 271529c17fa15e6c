// The server, the contract and the machines send people messages from one table
// (@taskboard/contract/messages): a stable id and the spec's English. The app shows them in the
// reader's language through the `messages` catalogue, keyed `messages.<id>`. A message arrives
// by its id (a machine's own failure, an ApiError's `messageId`) or as the English words alone
// (a `detail` passed on as text), which the table recognises.
import { useCallback } from 'react';
import type { Message } from '@taskboard/contract';
import type * as messagesTable from '@taskboard/contract/messages';
import { activeLanguage, i18n, loadPart, requireMessage } from './i18n';
import { sourceLanguage } from './languages';
import type { MessageId } from './messageId';
import { translate, useT, type MessageValues, type Translate } from './useT';

type Table = typeof messagesTable;

/** What a screen shows of the server, the contract or a machine: a message, or their words. */
export type Shown = string | Message;

/** The catalogue key of a message: `goal.createFailed` is `messages.goal.createFailed`. */
export const catalogueKey = (id: string) => `messages.${id}` as MessageId;

// The table holds every message's English: it comes with the catalogue's `messages` part, only
// once a screen shows a message, never with a page's first scripts.
let table: Table | undefined;
let tableDownload: Promise<Table> | undefined;

function loadTable(): Promise<Table> {
  tableDownload ??= import('@taskboard/contract/messages').then(
    (module) => (table = module),
    (error: unknown) => {
      tableDownload = undefined;
      throw error;
    },
  );
  return tableDownload;
}

/** Fetches the messages of the language shown and the table, for a caller that can wait. */
export async function loadKnownMessages(): Promise<void> {
  await Promise.all([loadPart(activeLanguage(), 'messages'), loadTable()]);
}

/** Whether words may read differently in the language shown. */
const mayBeTranslated = (text: string) =>
  text !== '' && Boolean(i18n.locale) && i18n.locale !== sourceLanguage;

/** A message in the language shown; its text values translated too when they are messages. */
function translateMessage(message: Message, translator: Translate, english?: string): string {
  const key = catalogueKey(message.id);
  if (i18n.messages[key] === undefined) {
    return english ?? table?.messageText(message.id, message.values) ?? message.id;
  }
  const values: MessageValues | undefined = message.values
    ? Object.fromEntries(
        Object.entries(message.values).map(([name, value]) => [
          name,
          typeof value === 'string' ? translateText(value, translator) : value,
        ]),
      )
    : undefined;
  return translator(key, values);
}

/** English words in the language shown when the table knows them, else unchanged. */
function translateText(text: string, translator: Translate): string {
  if (!mayBeTranslated(text) || !table) return text;
  const message = table.findMessage(text);
  return message ? translateMessage(message, translator, text) : text;
}

/**
 * A message in the language shown: by its id, or the English words when the table knows them
 * (a pattern's run-time part translated too when it is a message itself), else the words
 * unchanged (a message the table does not hold, a person's own words). Outside React nothing can
 * wait: the words are fetched, and the provider's change event redraws what showed the English
 * meanwhile (a component's hook has them already).
 */
export function translateKnown(shown: Shown, translator: Translate = translate): string {
  if (typeof shown !== 'string' || mayBeTranslated(shown)) {
    void loadPart(activeLanguage(), 'messages').catch(() => undefined);
    void loadTable().catch(() => undefined);
  }
  return typeof shown === 'string'
    ? translateText(shown, translator)
    : translateMessage(shown, translator);
}

/**
 * translateKnown for a component: it re-renders, and the function changes, with the language.
 * The messages are a part of their own, fetched only once a screen shows one: until they are in,
 * the component waits (suspends), so a message never shows in English first.
 */
export function useTranslateKnown(): (shown: Shown) => string {
  const t = useT();
  return useCallback(
    (shown: Shown) => {
      if (typeof shown !== 'string' || mayBeTranslated(shown)) {
        requireMessage('messages.');
        // React's Suspense protocol: the thrown download is awaited.
        if (!table) throw loadTable();
      }
      return translateKnown(shown, t);
    },
    [t],
  );
}
