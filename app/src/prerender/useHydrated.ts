import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page, true from the render right after (and at once
 * on a screen rendered in the browser). A prerendered page was drawn at build time for a visitor
 * without a query, a session or stored preferences: what depends on them must wait for this, or
 * the first render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
