import { useEffect } from 'react';

// A live reload arriving mid-drag would draw the board anew under the dragged card. A screen holds
// reloads while a drag is on; a reload due meanwhile runs once the last hold is let go.

let holds = 0;
const waiting = new Set<() => void>();

/** Runs `reload` now, or once no drag holds reloads any more (at most once, however often asked). */
export function whenReloadAllowed(reload: () => void): void {
  if (holds === 0) reload();
  else waiting.add(reload);
}

/** Holds live reloads until the returned function is called (once is enough). */
export function holdLiveReloads(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const due = [...waiting];
    waiting.clear();
    for (const reload of due) reload();
  };
}

/** Holds live reloads while `active` (a card or goal being dragged). */
export function useHoldLiveReloads(active: boolean): void {
  useEffect(() => (active ? holdLiveReloads() : undefined), [active]);
}
