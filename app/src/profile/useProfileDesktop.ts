import { useSyncExternalStore } from 'react';
import { profileDesktopQuery } from '@taskboard/ui';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(profileDesktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the profile is in its desktop layout: 1024 px wide or more (spec §9). Narrower, it is
 * the profile's mobile layout, where the goals achieved show 3 until expanded.
 */
export function useProfileDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(profileDesktopQuery).matches,
    () => true,
  );
}
