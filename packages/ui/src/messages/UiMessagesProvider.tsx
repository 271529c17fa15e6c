import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UiMessages } from './UiMessages';

// Every text a component shows comes, in this order, from the component's own `messages` prop,
// from the nearest UiMessagesProvider, or from the component's English default. The provider
// lets an app translate the whole library in one place; the prop changes one instance.

/** Texts for some components, each partly given: what is left out keeps its default. */
export type PartialUiMessages = { [K in keyof UiMessages]?: Partial<UiMessages[K]> };

const UiMessagesContext = createContext<PartialUiMessages>({});

export type UiMessagesProviderProps = {
  messages: PartialUiMessages;
  children?: ReactNode;
};

/**
 * Gives the components inside it their texts (usually a translation). A provider inside another
 * adds to it: per component, its texts win over the outer provider's.
 */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  const outer = useContext(UiMessagesContext);
  const merged = useMemo(() => {
    const next: Record<string, object | undefined> = { ...outer };
    for (const [key, texts] of Object.entries(messages) as [string, object | undefined][]) {
      next[key] = withTexts(next[key] ?? {}, texts);
    }
    return next as PartialUiMessages;
  }, [outer, messages]);
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
  const provided = useContext(UiMessagesContext)[component];
  return withTexts(withTexts(defaults, provided), own);
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
