import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translatedTexts, type UiTranslate } from './defineMessages';
import type { UiMessages } from './UiMessages';

// Every text a component shows comes, in this order, from the component's own `messages` prop,
// from the nearest UiMessagesProvider's `messages`, from its `translate` (a translator that knows
// the library's ids, such as an app's i18n library reading catalogues extracted from
// describeUiMessages), or from the component's English default. The provider lets an app
// translate the whole library in one place; the prop changes one instance.

/** Texts for some components, each partly given: what is left out keeps its default. */
export type PartialUiMessages = { [K in keyof UiMessages]?: Partial<UiMessages[K]> };

type Provided = { messages: PartialUiMessages; translate?: UiTranslate };

const UiMessagesContext = createContext<Provided>({ messages: {} });

export type UiMessagesProviderProps = {
  /** Texts given as UiMessages has them, per component. */
  messages?: PartialUiMessages;
  /**
   * Texts by id ('column.count', with the message's named values), for every component at once;
   * a text it answers undefined for keeps its default. A new function re-translates every text.
   */
  translate?: UiTranslate;
  children?: ReactNode;
};

/**
 * Gives the components inside it their texts (usually a translation). A provider inside another
 * adds to it: per component, its texts win over the outer provider's, and its `translate`, when
 * given, replaces the outer one.
 */
export function UiMessagesProvider({ messages, translate, children }: UiMessagesProviderProps) {
  const outer = useContext(UiMessagesContext);
  const merged = useMemo(() => {
    const next: Record<string, object | undefined> = { ...outer.messages };
    for (const [key, texts] of Object.entries(messages ?? {}) as [string, object | undefined][]) {
      next[key] = withTexts(next[key] ?? {}, texts);
    }
    return { messages: next as PartialUiMessages, translate: translate ?? outer.translate };
  }, [outer, messages, translate]);
  return <UiMessagesContext.Provider value={merged}>{children}</UiMessagesContext.Provider>;
}

/**
 * A component's texts: its own `messages` prop over the provider's over its English defaults.
 * Each component passes its own defaults, so a component pulls in no other component's words.
 */
export function useUiMessages<K extends keyof UiMessages>(
  component: K,
  defaults: UiMessages[K],
  own?: Partial<UiMessages[K]>,
): UiMessages[K] {
  const { messages, translate } = useContext(UiMessagesContext);
  const translated = translate ? translatedOnce(defaults, translate) : defaults;
  return withTexts(withTexts(translated, messages[component]), own);
}

/** Each component's translated texts, per translator: read once, not once per instance. */
const translations = new WeakMap<UiTranslate, WeakMap<object, unknown>>();

function translatedOnce<T extends object>(defaults: T, translate: UiTranslate): T {
  let byDefaults = translations.get(translate);
  if (!byDefaults) translations.set(translate, (byDefaults = new WeakMap()));
  let texts = byDefaults.get(defaults) as T | undefined;
  if (!texts) byDefaults.set(defaults, (texts = translatedTexts(defaults, translate)));
  return texts;
}

/** `base` with every text `texts` gives; a text given as undefined keeps the base's. */
function withTexts<T extends object>(base: T, texts: Partial<T> | undefined): T {
  if (!texts) return base;
  const result = { ...base };
  for (const [key, value] of Object.entries(texts)) {
    if (value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}
