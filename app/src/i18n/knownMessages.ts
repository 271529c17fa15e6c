// The server, the contract and the machines speak the spec's English ('Failed to create goal',
// 'Username or email already exists'). The app shows those messages in the reader's language
// through the `messages` catalogue, whose ids are derived from the English words themselves.
import { useCallback } from 'react';
import { activeLanguage, i18n, loadPart, requireMessage } from './i18n';
import { sourceLanguage } from './languages';
import type { MessageId } from './messageId';
import { translate, useT, type MessageValues, type Translate } from './useT';

/** Slugs longer than this are cut at a word and given a hash of the whole text. */
const MAX_SLUG_LENGTH = 60;

/** FNV-1a: a short, stable fingerprint that keeps two long messages' ids apart. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The catalogue id of an English message: 'Failed to create goal' is
 * `messages.failed-to-create-goal`. A long message keeps its first words and a fingerprint of the
 * whole. A pattern's id comes from its text with the placeholders:
 * 'Failed to switch to account: {message}' is `messages.failed-to-switch-to-account-message`.
 */
export function knownMessageId(english: string): string {
  const slug = english
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return `messages.${slug}`;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const words = cut.slice(0, cut.lastIndexOf('-'));
  return `messages.${words}-${fingerprint(english)}`;
}

/**
 * The messages written with a part only known at run time, in the sources' words with a
 * placeholder for that part. The part is translated too when it is itself a known message
 * ('Failed to switch to account: Incorrect parent password'). The test keeps this list equal to
 * the sources' patterns.
 */
export const knownPatterns = [
  "Child account '{username}' created successfully.",
  "Child account '{username}' removed successfully.",
  'Creating with {product}...',
  'Failed to switch account: {message}',
  'Failed to switch to account: {message}',
  'Goal created successfully, but AI task breakdown failed: {reason}',
  'HTTP error! status: {status}',
  'HTTP {status}: {statusText}',
  'Not enough stars yet: {missing} more star is needed',
  'Not enough stars yet: {missing} more stars are needed',
  'The AI service is not available right now (status {statusCode}). Please try again later.',
  'Your goals are already grouped by {name}',
  'Your goals are now grouped by {name}',
] as const;

interface Pattern {
  id: string;
  /** The placeholders' names, in the order they appear. */
  names: string[];
  matcher: RegExp;
  /** How many fixed characters the pattern has. */
  fixed: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each pattern as a matcher, the most specific (the most fixed words) tried first. */
const patterns: Pattern[] = knownPatterns
  .map((pattern): Pattern => {
    const pieces = pattern.split(/\{(\w+)\}/);
    const names = pieces.filter((_, index) => index % 2 === 1);
    const source = pieces
      .map((piece, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(piece)))
      .join('');
    return {
      id: knownMessageId(pattern),
      names,
      matcher: new RegExp(`^${source}$`, 's'),
      fixed: pieces.filter((_, index) => index % 2 === 0).join('').length,
    };
  })
  .sort((a, b) => b.fixed - a.fixed);

/** Whether a message may read differently in the language shown. */
const mayBeTranslated = (text: string) =>
  text !== '' && Boolean(i18n.locale) && i18n.locale !== sourceLanguage;

/**
 * A message from the server, the contract or a machine in the language shown: its translation
 * when it is one of the known English messages (or a known pattern), else the text unchanged (a
 * message the app does not know, a person's own words). Ids ignore case and punctuation, so a
 * message that differs from a known one only there reads as that one.
 */
export function translateKnown(text: string, translator: Translate = translate): string {
  if (!mayBeTranslated(text)) return text;
  // Outside React nothing can wait: the words are fetched, and the provider's change event
  // redraws what showed the English meanwhile (a component's hook has them already).
  void loadPart(activeLanguage(), 'messages').catch(() => undefined);
  // The `messages` ids are derived, never written in code, so MessageId does not list them.
  const id = knownMessageId(text) as MessageId;
  if (i18n.messages[id] !== undefined) return translator(id);
  for (const pattern of patterns) {
    const match = pattern.matcher.exec(text);
    if (!match || i18n.messages[pattern.id] === undefined) continue;
    const values: MessageValues = Object.fromEntries(
      pattern.names.map((name, index) => [
        name,
        translateKnown(match[index + 1] ?? '', translator),
      ]),
    );
    return translator(pattern.id as MessageId, values);
  }
  return text;
}

/**
 * translateKnown for a component: it re-renders, and the function changes, with the language.
 * The known messages are a part of their own, fetched only once a screen shows one: until they
 * are in, the component waits (suspends), so the message never shows in English first.
 */
export function useTranslateKnown(): (text: string) => string {
  const t = useT();
  return useCallback(
    (text: string) => {
      if (mayBeTranslated(text)) requireMessage(knownMessageId(text));
      return translateKnown(text, t);
    },
    [t],
  );
}
