import { ApiError, type Streak } from '@taskboard/contract';
import { api } from '../api';
import { zeroStreak } from '../presentation/profile';

/** Why the streak could not be read: the server's detail when it sent one, else its status. */
export type StreakFailure = { status: number; detail: string | null };

/** The streak as the profile shows it: a zero streak and the failure when it could not be read. */
export type StreakLoad = { streak: Streak; failure: StreakFailure | null };

/**
 * Reads a streak (one's own, or `user_id`'s). Spec §8: a failure shows the server's detail or
 * 'Failed to fetch streak data: {status}', and the card falls back to a zero streak.
 */
export function loadStreak(who: { user_id?: number }): Promise<StreakLoad> {
  return api.stats.streak(who).then(
    (streak) => ({ streak, failure: null }),
    (error: unknown) => ({
      streak: zeroStreak,
      failure:
        error instanceof ApiError
          ? { status: error.status, detail: error.detail ?? null }
          : { status: 0, detail: null },
    }),
  );
}
