import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { LiveRegion } from '@dnd-kit/accessibility';
import type { Announce } from './announcements';

/** The sentence the region says, kept outside React state: see useBoardAnnouncer. */
function createAnnouncements() {
  let message = '';
  const listeners = new Set<() => void>();
  return {
    announce: (next: string) => {
      message = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => message,
  };
}
type Announcements = ReturnType<typeof createAnnouncements>;

function BoardAnnouncements({ announcements, id }: { announcements: Announcements; id: string }) {
  const message = useSyncExternalStore(
    announcements.subscribe,
    announcements.read,
    announcements.read,
  );
  return <LiveRegion id={id} announcement={message} ariaLiveType="polite" />;
}

/**
 * The board's one polite live region (dnd-kit's, visually hidden) and what speaks into it. A new
 * sentence re-renders the region alone, not the board: a drag announces at every column it
 * crosses, and re-rendering the goal list mid-drag would cut dnd-kit's slide animations short.
 */
export function useBoardAnnouncer(id = 'board-announcements'): {
  announce: Announce;
  region: ReactElement;
} {
  const [announcements] = useState(createAnnouncements);
  return {
    announce: announcements.announce,
    region: <BoardAnnouncements announcements={announcements} id={id} />,
  };
}
