import { useSyncExternalStore } from 'react';
import { reducedMotionQuery } from '../theme/reducedMotion';

// Whether the person asked for less motion: the system setting, or the page's own calm-motion
// switch (data-motion="reduced" on <html>). The theme's motion tokens already drop to 0ms then;
// this is for motion made in JavaScript (a drag library's animations, a celebration).

function subscribe(onChange: () => void) {
  const query = globalThis.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  const observer =
    typeof MutationObserver === 'function' ? new MutationObserver(onChange) : undefined;
  if (globalThis.document) {
    observer?.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-motion'],
    });
  }
  return () => {
    query?.removeEventListener('change', onChange);
    observer?.disconnect();
  };
}

function reducedMotion(): boolean {
  return (
    (typeof globalThis.matchMedia === 'function' &&
      globalThis.matchMedia(reducedMotionQuery).matches) ||
    globalThis.document?.documentElement.dataset.motion === 'reduced'
  );
}

/** True when motion should be still; follows the setting as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedMotion, () => false);
}
