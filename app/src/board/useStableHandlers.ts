import { useInsertionEffect, useMemo, useRef } from 'react';

type Handlers = Record<string, ((...args: never[]) => unknown) | undefined>;

/**
 * The same handlers object for the screen's whole life, each member calling the latest render's
 * function. A board hands its handlers to every card: were they new on each render, a move would
 * render all of a column's cards again (200 of them in a long column) instead of the one moved.
 * The set of members is fixed at the first render.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  // Updated before any effect or event of the new render can call them.
  useInsertionEffect(() => {
    latest.current = handlers;
  });
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [
          name,
          (...args: never[]) => (latest.current[name] as (...a: never[]) => unknown)(...args),
        ]),
      ) as T,
    // One object for the screen's life.
    [],
  );
}
