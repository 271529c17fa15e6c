import type { ReactElement } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { i18n } from './i18n';
import type { MessageId } from './messageId';

/** Values a message's ICU placeholders take: `{count, plural, …}`, `{name}`, `{total, number}`. */
export type MessageValues = Record<string, string | number | Date>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The translator of the language shown. A component that calls it re-renders when the language
 * changes, without a reload.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as Translate;
}

/** The same, outside React (a machine's message, a document title). */
export const translate: Translate = (id, values) => i18n._(id, values);

/**
 * A message with elements inside it: `"Read our <0>privacy notice</0>"` with
 * `elements={{ 0: <Link to="/privacy" /> }}` puts the words inside the link in every language.
 */
export function RichMessage({
  id,
  values,
  elements,
}: {
  id: MessageId;
  values?: MessageValues;
  elements: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={elements} />;
}
