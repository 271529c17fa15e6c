import { useMemo, type ReactElement } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { activeLanguage, i18n, loadPart, requireMessage } from './i18n';
import { partOfId } from './catalogueParts';
import type { MessageId } from './messageId';

/** Values a message's ICU placeholders take: `{count, plural, …}`, `{name}`, `{total, number}`. */
export type MessageValues = Record<string, string | number | Date>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The translator of the language shown. A component that calls it re-renders when the language
 * changes, without a reload, and waits (suspends) while the part of the messages it shows is
 * still downloading.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return useMemo(
    () => (id, values) => {
      requireMessage(id);
      return _(id, values);
    },
    [_],
  );
}

/**
 * The same, outside React (a document title, a loader's result). It cannot wait: a message whose
 * part is not loaded yet starts its download, and the provider's change event redraws what
 * showed it.
 */
export const translate: Translate = (id, values) => {
  void loadPart(activeLanguage(), partOfId(id)).catch(() => undefined);
  return i18n._(id, values);
};

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
  requireMessage(id);
  return <Trans id={id} values={values} components={elements} />;
}
