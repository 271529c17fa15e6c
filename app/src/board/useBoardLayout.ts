import { useSyncExternalStore } from 'react';
import { boardLayout, type BoardLayout } from './layout';

/**
 * The layout as last read, while the board listens for resizes. Reading the window's width lays
 * the page out first when it has changed since, and React reads the layout on every render of the
 * board (a move's, in the middle of the tap): read once, it is read again only after a resize.
 */
let known: BoardLayout | null = null;

function subscribe(onChange: () => void): () => void {
  known = null;
  const resized = () => {
    known = null;
    onChange();
  };
  window.addEventListener('resize', resized);
  return () => {
    window.removeEventListener('resize', resized);
    known = null;
  };
}

const currentLayout = (): BoardLayout =>
  (known ??= boardLayout(window.innerWidth, navigator.userAgent));

/** The board's layout for this window, following resizes and rotations. */
export function useBoardLayout(): BoardLayout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'desktop');
}
