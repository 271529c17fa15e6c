import { useInsertionEffect, useRef, useState } from 'react';

type Handler = (...args: never[]) => unknown;

/**
 * The same handlers object for the component's whole life, each of its functions calling the
 * latest render's: cards memoised on their props (BoardTaskCard) then re-render only when their
 * task changes, not each time the board does (opening a card's menu, a move elsewhere). The
 * handlers' names must not change between renders; they are called from events, never while
 * rendering.
 */
export function useStableHandlers<T extends { [K in keyof T]?: Handler }>(handlers: T): T {
  const latest = useRef(handlers);
  // Before any layout effect or event of the commit could call one.
  useInsertionEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(
    () =>
      Object.fromEntries(
        Object.entries(handlers)
          // A handler left out stays out: a card offers what it is given.
          .filter(([, handler]) => typeof handler === 'function')
          .map(([name]) => [
            name,
            (...args: never[]) => (latest.current[name as keyof T] as Handler)(...args),
          ]),
      ) as T,
  );
  return stable;
}
