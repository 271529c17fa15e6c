import { startTransition, useEffect, useState } from 'react';

/** How many cards of a column the first paint of a board draws. */
export const FIRST_PAINT_CARDS = 24;

/**
 * False for a board's first render, true from the render after it, made in a transition: a
 * column longer than FIRST_PAINT_CARDS first draws that many (more than any screen shows), and
 * the rest are made after the first paint in slices that never hold the page for long. A phone
 * opening a column of 200 tasks paints its first cards instead of building all 200 first. Once
 * true it stays true, so a card moved or added later is always drawn at once.
 */
export function useAllAfterFirstPaint(): boolean {
  const [all, setAll] = useState(false);
  useEffect(() => {
    startTransition(() => setAll(true));
  }, []);
  return all;
}

/** The cards a column draws now: its first ones until the board has painted once. */
export const cardsToDraw = <T>(cards: readonly T[], all: boolean): readonly T[] =>
  all ? cards : cards.slice(0, FIRST_PAINT_CARDS);
