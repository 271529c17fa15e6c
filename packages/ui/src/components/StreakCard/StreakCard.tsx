import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { StreakPicture } from '../../illustrations/StreakPicture';
import { Skeleton } from '../Skeleton';
import { streakTier, type StreakTone } from './streakTier';
import * as styles from './StreakCard.css';

/** Every text of the card, with English defaults (the tier texts come from `streakTier`). */
export type StreakCardMessages = {
  /** Names the card for screen readers. */
  label: string;
  /** The label and encouragement for a streak of `days` in a tier. */
  tier: (days: number, tone: StreakTone) => { label: string; message: string };
  longest: (days: number) => string;
};

export const defaultStreakCardMessages: StreakCardMessages = {
  label: 'Daily streak',
  tier: (days) => {
    const { label, message } = streakTier(days);
    return { label, message };
  },
  longest: (days) => `Longest streak: ${days} ${days === 1 ? 'day' : 'days'}`,
};

export type StreakCardProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** Days in a row, up to today, with a task done. */
  current: number;
  /** The longest run of days ever. */
  longest: number;
  /** One line for the profile's counters: the label only, no message. */
  compact?: boolean;
  /** Shows a placeholder while the streak loads. */
  loading?: boolean;
  /** Replaces any of the card's texts. */
  messages?: Partial<StreakCardMessages>;
};

/**
 * The daily streak with the spec's five tiers: none, 1 day, green, orange and red, shown as a
 * plant that grows through five stages beside the number.
 */
export function StreakCard({
  current,
  longest,
  compact = false,
  loading = false,
  messages,
  className,
  ...props
}: StreakCardProps) {
  const text = { ...defaultStreakCardMessages, ...messages };
  const days = Math.max(0, Math.floor(current));
  const tone = streakTier(days).tone;
  const tier = text.tier(days, tone);
  return (
    <section
      aria-label={text.label}
      aria-busy={loading || undefined}
      data-tone={tone}
      data-compact={compact ? 'true' : 'false'}
      className={cx(styles.root, className)}
      {...props}
    >
      {/* The plant grows with the streak (seed, sprout, leaves, bud, flower); the number beside it. */}
      <StreakPicture stage={tone} size={compact ? 'sm' : 'lg'} />
      <span className={cx(styles.flame, styles.tone[tone])} aria-hidden="true">
        {days}
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
              <p className={styles.longest}>{text.longest(longest)}</p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
