import { useId, type ComponentPropsWithRef } from 'react';
import { BadgeArt } from '../../illustrations/BadgeArt';
import type { BadgeTierName } from '../../illustrations/badgeArtNames';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { HeadingLevel } from '../Heading';
import { Skeleton } from '../Skeleton';
import { percentOf, remainingOf, type EarnedNow, type NextBadge } from './nextBadges';
import * as styles from './NextBadgeProgress.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';
import type { NextBadgeProgressVariant } from './nextBadgeProgressVariants';
export {
  nextBadgeProgressVariants,
  type NextBadgeProgressVariant,
} from './nextBadgeProgressVariants';

/** Every text of the panel, with English defaults. */
export type NextBadgeProgressMessages = {
  /** The list's heading. */
  title: string;
  /** The spotlight's heading. */
  spotlightTitle: string;
  /** Each tier's name. */
  tiers: Record<BadgeTierName, string>;
  /** Names a badge's picture and its bar: 'Helper, Silver'. */
  badge: (name: string, tier: string) => string;
  /** How far along, under the bar and read with it: '3 of 5'. */
  count: (progress: number, target: number) => string;
  /** What is left, when a badge brings no words of its own: '2 more for Silver'. */
  remaining: (count: number, tier: string) => string;
  /** Shown when there is no badge left to earn. */
  allEarned: string;
  /** A badge just earned: 'New badge: Helper, Bronze!'. */
  earned: (name: string, tier: string) => string;
  /** Said while the badges load. */
  loading: string;
};

export const defaultNextBadgeProgressMessages: NextBadgeProgressMessages = defineMessages(
  'nextBadgeProgress',
  {
    title: 'Next badges',
    spotlightTitle: 'Your next badge',
    tiers: {
      bronze: 'Bronze',
      silver: 'Silver',
      gold: 'Gold',
    },
    badge: icu('{name}, {tier}', (name: string, tier: string) => ({
      name,
      tier,
    })),
    count: icu('{progress} of {target}', (progress: number, target: number) => ({
      progress,
      target,
    })),
    remaining: icu('{count} more for {tier}', (count: number, tier: string) => ({
      count,
      tier,
    })),
    allEarned: 'Every badge is earned in gold. Amazing!',
    earned: icu('New badge: {name}, {tier}!', (name: string, tier: string) => ({
      name,
      tier,
    })),
    loading: 'Loading the next badges…',
  },
);

export type NextBadgeProgressProps = Omit<
  ComponentPropsWithRef<'section'>,
  'children' | 'title'
> & {
  /** The badges still to earn, each with the picture of its next tier and a bar. */
  badges: readonly NextBadge[];
  variant?: NextBadgeProgressVariant;
  /** A badge earned a moment ago, shown first. */
  earned?: EarnedNow | null;
  /** Placeholders while the badges load. */
  loading?: boolean;
  /** The level of the panel's heading. */
  headingLevel?: HeadingLevel;
  /** Replaces any of the panel's texts. */
  messages?: Partial<NextBadgeProgressMessages>;
};

/**
 * The next badge in sight: for each badge still to earn, the picture of its next tier, a bar
 * that fills as tasks are done (a progressbar with its count) and what is left in words a parent
 * can read aloud ('2 more helping tasks for Silver').
 */
export function NextBadgeProgress({
  badges,
  variant = 'list',
  earned = null,
  loading = false,
  headingLevel = 3,
  messages,
  className,
  ...props
}: NextBadgeProgressProps) {
  const text = useUiMessages('nextBadgeProgress', defaultNextBadgeProgressMessages, messages);
  const headingId = useId();
  const Title = headingTag(headingLevel);
  const spotlight = variant === 'spotlight';
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={cx(styles.root, className)}
      {...props}
    >
      <Title id={headingId} className={styles.title}>
        {spotlight ? text.spotlightTitle : text.title}
      </Title>
      {earned ? (
        <p className={cx(styles.earned, styles.spokenWords)} data-tier={earned.tier}>
          <BadgeArt kind={earned.kind} tier={earned.tier} size="lg" />
          <span>{text.earned(earned.name, text.tiers[earned.tier])}</span>
        </p>
      ) : null}
      {loading ? (
        <ul className={styles.list[variant]} aria-label={text.loading}>
          {[0, 1, 2].slice(0, spotlight ? 1 : 3).map((row) => (
            <li key={row} className={styles.item}>
              <Skeleton shape="circle" width="3rem" height="3rem" />
              <div className={styles.body}>
                <Skeleton width="8rem" />
                <Skeleton width="100%" />
              </div>
            </li>
          ))}
        </ul>
      ) : badges.length === 0 ? (
        <p className={cx(styles.empty, styles.spokenWords)}>{text.allEarned}</p>
      ) : (
        <ul className={styles.list[variant]}>
          {badges.map((badge) => {
            const tier = text.tiers[badge.tier];
            const label = text.badge(badge.name, tier);
            const done = Math.min(Math.max(0, badge.progress), badge.target);
            const count = text.count(done, badge.target);
            return (
              <li key={badge.id} className={styles.item} data-tier={badge.tier}>
                <BadgeArt kind={badge.kind} tier={badge.tier} size={spotlight ? 'lg' : 'md'} />
                <div className={styles.body}>
                  <div className={styles.nameRow}>
                    <p className={cx(styles.name, styles.spokenWords)}>{badge.name}</p>
                    <span className={styles.medal[badge.tier]}>{tier}</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={badge.target}
                    aria-valuenow={done}
                    aria-valuetext={count}
                    className={styles.track[variant]}
                  >
                    <div className={styles.fill} style={{ width: `${percentOf(badge)}%` }} />
                  </div>
                  <p className={cx(styles.hint, styles.spokenWords)}>
                    {badge.hint ?? text.remaining(remainingOf(badge), tier)}
                  </p>
                  <p className={styles.count} aria-hidden="true">
                    {count}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    nextBadgeProgress: NextBadgeProgressMessages;
  }
}
