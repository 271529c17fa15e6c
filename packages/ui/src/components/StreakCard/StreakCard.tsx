import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { StreakPicture } from '../../illustrations/StreakPicture';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Skeleton } from '../Skeleton';
import { streakTone, type StreakTone } from './streakTier';
import * as styles from './StreakCard.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the card, with English defaults. */
export type StreakCardMessages = {
  /** Names the card for screen readers. */
  label: string;
  /** The streak in words, given its days: 'No current streak', '1 day streak', '12 day streak'. */
  streak: (days: number) => string;
  /** The encouragement under it, for each tier. */
  encouragement: Record<StreakTone, string>;
  longest: (days: number) => string;
};

export const defaultStreakCardMessages: StreakCardMessages = defineMessages('streakCard', {
  label: 'Daily streak',
  streak: icu('{days, plural, =0 {No current streak} other {# day streak}}', (days: number) => ({
    days,
  })),
  encouragement: {
    none: 'Complete a goal or task today to start your streak!',
    started: 'Great start! Keep the momentum going!',
    building: "You're building a habit! Keep it up!",
    consistent: "Amazing consistency! You're on fire!",
    dedicated: "Incredible dedication! You're a productivity champion!",
  },
  longest: icu('Longest streak: {days, plural, one {# day} other {# days}}', (days: number) => ({
    days,
  })),
});

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
 * The daily streak with the spec's five tiers (none, started, building, consistent, dedicated;
 * green, orange and red from the third on), shown as a plant that grows through five stages
 * beside the number.
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
  const text = useUiMessages('streakCard', defaultStreakCardMessages, messages);
  const days = Math.max(0, Math.floor(current));
  const tone = streakTone(days);
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
          <p className={styles.label}>{text.streak(days)}</p>
          {compact ? null : (
            <>
              <p className={styles.message}>{text.encouragement[tone]}</p>
              <p className={styles.longest}>{text.longest(longest)}</p>
            </>
          )}
        </div>
      )}
    </section>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    streakCard: StreakCardMessages;
  }
}
