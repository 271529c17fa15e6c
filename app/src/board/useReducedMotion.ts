import { useSyncExternalStore } from 'react';
import { reducedMotionQuery } from '@taskboard/ui/theme';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The person asked for reduced motion: dnd-kit's animations are JavaScript, not the theme's
 * motion tokens, so the board turns them off itself.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
