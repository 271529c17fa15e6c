import { useSyncExternalStore } from 'react';
import { reducedMotionQuery } from '@taskboard/ui/theme';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The person asked for reduced motion. dnd-kit animates in JavaScript (the drop's glide, the
 * sortable list's slides), out of reach of the theme's motion tokens, so the board turns those
 * off itself.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
