import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useBoardAnnouncer } from '../board/useBoardAnnouncer';
import { useT } from '../i18n/useT';
import { useCurrentUser } from '../navigation/layoutData';
import { liveSentence, type LiveEvent } from './liveEvents';
import { whenReloadAllowed } from './reloadHold';
import { useLiveUpdates } from './useLiveUpdates';

/** Changes that arrive together (a move, its badge and streak day) reload the screen once. */
const GATHER_MS = 150;

/**
 * Keeps the signed-in screen in step with the family's other devices: each change reloads the
 * screen's data in place (focus, an open dialog and the scroll position stay, as on any reload
 * of the route's loaders) and a screen reader hears one polite sentence about a change made
 * elsewhere ("Maya moved “Feed the fish” to Done").
 */
export function LiveUpdates() {
  const t = useT();
  const viewer = useCurrentUser();
  const { revalidate } = useRevalidator();
  const { announce, region } = useBoardAnnouncer('live-announcements');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sentences = useRef<string[]>([]);

  // One reload and one announcement per burst: a finished task's move, badge and star arrive
  // together, and a screen reader hears them as one sentence after another, not the last alone.
  const reloadSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      whenReloadAllowed(() => void revalidate());
      if (sentences.current.length > 0) announce(sentences.current.join('. '));
      sentences.current = [];
    }, GATHER_MS);
  }, [revalidate, announce]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLiveUpdates({
    onEvent: (event: LiveEvent) => {
      const sentence = liveSentence(event, t, viewer.id);
      if (sentence) sentences.current.push(sentence);
      reloadSoon();
    },
    onResync: reloadSoon,
  });

  return region;
}
