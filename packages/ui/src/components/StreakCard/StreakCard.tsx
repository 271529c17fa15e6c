import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { Skeleton } from '../Skeleton';
import { streakTier } from './streakTier';
import * as styles from './StreakCard.css';

export type Streak = {
  current_streak: number;
  longest_streak: number;
  last_activity_date?: string | null;
  streak_start_date?: string | null;
};

export type StreakCardProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  streak: Streak;
  /** One line for the profile's counters: the label only, no message. */
  compact?: boolean;
  /** Shows a placeholder while the streak loads. */
  loading?: boolean;
};

/** The daily streak with the spec's five tiers: none, 1 day, green, orange and red. */
export function StreakCard({
  streak,
  compact = false,
  loading = false,
  className,
  ...props
}: StreakCardProps) {
  const tier = streakTier(streak.current_streak);
  return (
    <section
      aria-label="Daily streak"
      aria-busy={loading || undefined}
      data-tone={tier.tone}
      data-compact={compact ? 'true' : 'false'}
      className={cx(styles.root, className)}
      {...props}
    >
      <span className={cx(styles.flame, styles.tone[tier.tone])} aria-hidden="true">
        {Math.max(0, Math.floor(streak.current_streak))}
      </span>
      {loading ? (
        <div className={styles.body}>
          <Skeleton width="8rem" />
          {compact ? null : <Skeleton width="14rem" />}
        </div>
      ) : (
        <div className={styles.body}>
          <p className={styles.label}>{tier.label}</p>
          {compact ? null : (
            <>
              <p className={styles.message}>{tier.message}</p>
              <p className={styles.longest}>
                Longest streak: {streak.longest_streak}{' '}
                {streak.longest_streak === 1 ? 'day' : 'days'}
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
