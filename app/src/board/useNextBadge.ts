import { useCallback, useEffect, useRef, useState } from 'react';
import type { EarnedBadge, PotentialBadge } from '@taskboard/contract';
import { api } from '../api';
import { newlyEarned } from '../presentation/badges';

/** What a child's board shows once a task is finished: the badge that arrived, and what is next. */
export type NextBadgeNews = {
  /** Each badge type's next tier, as the server counts it now. */
  potential: PotentialBadge[];
  /** A badge the last finished task earned; null when none arrived. */
  earned: EarnedBadge | null;
};

/**
 * The next badge in sight on a child's board. The child's badges are read when the board opens
 * (to tell later which one is new) and again each time the server has saved a finished task.
 * A failure to read them shows nothing: the board itself is untouched.
 */
export function useNextBadge(enabled: boolean) {
  const held = useRef<EarnedBadge[] | null>(null);
  const [news, setNews] = useState<NextBadgeNews | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.users
      .profile()
      .then((profile) => {
        if (live && held.current === null) held.current = profile.badges;
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);

  /** Reads the badges after a finished task was saved; resolves to the badge it earned, if any. */
  const taskFinished = useCallback(async (): Promise<EarnedBadge | null> => {
    try {
      const profile = await api.users.profile();
      const earned = held.current ? newlyEarned(held.current, profile.badges) : null;
      held.current = profile.badges;
      setNews({ potential: profile.potential_badges, earned });
      return earned;
    } catch {
      return null;
    }
  }, []);

  return { news, taskFinished };
}
