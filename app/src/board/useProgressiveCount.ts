import { startTransition, useEffect, useState } from 'react';

/** A column's cards drawn with the board's first paint: more than any screen shows at once. */
export const FIRST_CARDS = 12;
/** The cards added to a column at a time after that, each batch a short task of its own. */
export const CARDS_PER_BATCH = 2;
/**
 * After a tap, a key or a mouse moving over the page, the batches wait this long: what the child
 * is about to ask for comes first.
 */
const QUIET_AFTER_INPUT_MS = 1000;

let lastInput = -Infinity;
let listening = false;
/** Notes the time of every press, key and mouse move on the page (once, for every column). */
function watchInput() {
  if (listening) return;
  listening = true;
  const noted = () => {
    lastInput = performance.now();
  };
  for (const type of ['pointerdown', 'pointermove', 'keydown'] as const) {
    document.addEventListener(type, noted, { capture: true, passive: true });
  }
}

/** Runs `next` when the page is idle and nobody has touched anything for a moment. */
function whenQuiet(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const attempt = () => {
    const wait = lastInput + QUIET_AFTER_INPUT_MS - performance.now();
    if (wait > 0) {
      timer = setTimeout(attempt, wait);
    } else if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(next, { timeout: 500 });
    } else {
      timer = setTimeout(next);
    }
  };
  attempt();
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * How many cards of a column of `total` to draw now. A short column draws them all at once. A
 * long one (two hundred tasks) would keep a phone busy for seconds before showing anything: its
 * first FIRST_CARDS come with the first paint, and the rest follow a few at a time, each batch
 * in a transition when the page is idle and held back for a moment after a tap or a key, so what
 * the child does is answered at once. Once every card is drawn the column stays whole: cards
 * added or moved into it later show at once.
 */
export function useProgressiveCount(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  const [whole, setWhole] = useState(total <= FIRST_CARDS);
  const complete = whole || drawn >= total;
  useEffect(() => {
    if (complete) {
      if (!whole) setWhole(true);
      return;
    }
    watchInput();
    return whenQuiet(() => startTransition(() => setDrawn((count) => count + CARDS_PER_BATCH)));
  }, [complete, whole, drawn]);
  return complete ? Infinity : drawn;
}
