import { useId, useMemo, type ComponentPropsWithRef } from 'react';
import { TaskPicture } from '../../illustrations/TaskPicture';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { ResetIcon } from '../../internal/icons';
import { shortLabel, visuallyHidden, wholeWords } from '../../internal/shared.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Avatar } from '../Avatar';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import type { ActivityAction, ActivityFeedState, ActivityItem } from './ActivityFeed.props';
import { activityPictures } from './activityPictures';
import { timeAgo, toDate, type TimeAgo } from './relativeTime';
import * as styles from './ActivityFeed.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** A sentence of the feed, given who did it, to what, and (for stars) how many. */
export type ActivitySentence = (who: string, subject: string, stars: number) => string;

/** Every text of the feed, with English defaults. */
export type ActivityFeedMessages = {
  /** The feed's heading, which also names its list. */
  heading: string;
  /** One sentence per action: 'Maya finished “Feed the fish”'. */
  actions: Record<ActivityAction, ActivitySentence>;
  justNow: string;
  minutesAgo: (minutes: number) => string;
  hoursAgo: (hours: number) => string;
  yesterday: string;
  /** A moment before yesterday, as a date. */
  onDate: (date: Date) => string;
  /** Said to screen readers while the feed loads. */
  loading: string;
  empty: string;
  retry: string;
};

export const defaultActivityFeedMessages: ActivityFeedMessages = defineMessages('activityFeed', {
  heading: 'Recent activity',
  actions: {
    finished: icu('{who} finished “{subject}”', (who: string, subject: string) => ({
      who,
      subject,
    })),
    started: icu('{who} started “{subject}”', (who: string, subject: string) => ({ who, subject })),
    added: icu('{who} added “{subject}”', (who: string, subject: string) => ({ who, subject })),
    renamed: icu('{who} renamed a task to “{subject}”', (who: string, subject: string) => ({
      who,
      subject,
    })),
    deleted: icu('{who} deleted “{subject}”', (who: string, subject: string) => ({ who, subject })),
    movedBack: icu('{who} moved “{subject}” back', (who: string, subject: string) => ({
      who,
      subject,
    })),
    earnedBadge: icu('{who} earned the “{subject}” badge', (who: string, subject: string) => ({
      who,
      subject,
    })),
    createdGoal: icu('{who} set a new goal: “{subject}”', (who: string, subject: string) => ({
      who,
      subject,
    })),
    closedGoal: icu('{who} reached the goal “{subject}”', (who: string, subject: string) => ({
      who,
      subject,
    })),
    earnedStars: icu(
      '{who} earned {stars, plural, one {a star} other {# stars}} for “{subject}”',
      (who: string, subject: string, stars: number) => ({ who, subject, stars }),
    ),
  },
  justNow: 'just now',
  minutesAgo: icu('{minutes} min ago', (minutes: number) => ({ minutes })),
  hoursAgo: icu('{hours} h ago', (hours: number) => ({ hours })),
  yesterday: 'yesterday',
  // The reader's own way of writing a day ('Nov 24', '24 Nov').
  onDate: icu('{date}', (date: Date) => ({ date })),
  loading: 'Loading recent activity',
  empty: 'Nothing yet today — finished tasks will show here',
  retry: 'Try again',
});

export type ActivityFeedProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** What happened, in any order: the feed shows the newest first. */
  items: readonly ActivityItem[];
  /** The items have not arrived yet: placeholders show. */
  loading?: boolean;
  /** Why the items could not be loaded; shown with a retry button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** The moment times are counted back from ('2 min ago'); the time of rendering when left out. */
  now?: Date;
  /** The level of the feed's heading in the page's outline. */
  headingLevel?: number;
  /** Replaces any of the feed's texts. */
  messages?: Partial<ActivityFeedMessages>;
};

const timeOf = (item: ActivityItem) => toDate(item.when)?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * A family's recent activity, newest first: who did what and how long ago, told first in
 * pictures (the person's avatar, the action's picture, the task's own picture when it has one)
 * so a child who cannot read yet can follow. A plain labelled list: items
 * that arrive are added without moving focus, and announcing them is the app's to decide.
 */
export function ActivityFeed({
  items,
  loading = false,
  error = null,
  onRetry,
  now,
  headingLevel = 2,
  messages,
  className,
  ...props
}: ActivityFeedProps) {
  const text = useUiMessages('activityFeed', defaultActivityFeedMessages, messages);
  const headingId = useId();
  const Title = headingTag(headingLevel);
  // Sorted, not trusted: an item that arrives live is usually appended at the end.
  const newestFirst = useMemo(() => [...items].sort((a, b) => timeOf(b) - timeOf(a)), [items]);
  const state: ActivityFeedState = loading
    ? 'loading'
    : error
      ? 'error'
      : items.length === 0
        ? 'empty'
        : 'ready';
  const counted = now ?? new Date();

  const ago = (since: TimeAgo) => {
    switch (since.step) {
      case 'justNow':
        return text.justNow;
      case 'minutes':
        return text.minutesAgo(since.count);
      case 'hours':
        return text.hoursAgo(since.count);
      case 'yesterday':
        return text.yesterday;
      case 'date':
        return text.onDate(since.date);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-state={state}
      className={cx(styles.root, className)}
      {...props}
    >
      <Title id={headingId} className={cx(styles.title, shortLabel)}>
        {text.heading}
      </Title>
      {state === 'loading' ? (
        <div role="status" className={styles.list}>
          <span className={visuallyHidden}>{text.loading}</span>
          <Skeleton shape="block" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      ) : state === 'error' ? (
        <div className={styles.error}>
          <Banner tone="danger">{error}</Banner>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              <ResetIcon />
              {text.retry}
            </Button>
          ) : null}
        </div>
      ) : state === 'empty' ? (
        <p className={cx(styles.message, wholeWords)}>
          <TaskPicture name="smile" size="sm" />
          {text.empty}
        </p>
      ) : (
        <ol aria-labelledby={headingId} className={styles.list}>
          {newestFirst.map((item) => {
            const { Picture, tone } = activityPictures[item.action];
            const when = toDate(item.when);
            return (
              <li key={item.id} data-action={item.action} className={styles.item}>
                <span className={styles.pictures}>
                  <Avatar name={item.who} size="sm" aria-hidden="true" />
                  <span className={cx(styles.actionTile, styles.tone[tone])}>
                    <Picture />
                  </span>
                  {item.picture ? <TaskPicture name={item.picture} size="sm" /> : null}
                </span>
                <span className={styles.body}>
                  <span className={cx(styles.sentence, wholeWords)}>
                    {text.actions[item.action](item.who, item.subject, item.stars ?? 1)}
                  </span>
                  {when ? (
                    <time dateTime={when.toISOString()} className={cx(styles.time, shortLabel)}>
                      {ago(timeAgo(when, counted))}
                    </time>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    activityFeed: ActivityFeedMessages;
  }
}
