import { useSyncExternalStore } from 'react';
import { boardLayout, type BoardLayout } from './layout';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const currentLayout = (): BoardLayout => boardLayout(window.innerWidth, navigator.userAgent);

/** The board's layout for this window, following resizes and rotations. */
export function useBoardLayout(): BoardLayout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'desktop');
}
