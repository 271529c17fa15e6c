import { useId, useState, type ComponentPropsWithRef } from 'react';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { formatDay } from '../BadgeTier/formatDay';
import type { HeadingLevel } from '../Heading';
import { Skeleton } from '../Skeleton';
import * as styles from './GoalAchievements.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export type CompletedGoal = {
  id: string | number;
  title: string;
  /** When the goal was closed (an ISO date). */
  completedAt: string;
};

/** Every text of the list, with English defaults. */
export type GoalAchievementsMessages = {
  title: string;
  empty: string;
  /** The toggle that shows the goals hidden on a phone. */
  more: (hidden: number) => string;
  less: string;
  completed: (date: string) => string;
};

export const defaultGoalAchievementsMessages: GoalAchievementsMessages = defineMessages(
  'goalAchievements',
  {
    title: 'Latest Goals Achievement',
    empty: 'No completed goals yet',
    more: icu('+{hidden} more goals completed', (hidden: number) => ({ hidden })),
    less: 'Show less',
    completed: icu('Completed {date}', (date: string) => ({ date })),
  },
);

export type GoalAchievementsProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  goals: readonly CompletedGoal[];
  /** Shows only this many until the reader asks for more (3 on a phone); all when left out. */
  collapsedCount?: number;
  /** Opens a goal (its tasks); without it the goals are plain text. */
  onGoalSelect?: (id: CompletedGoal['id']) => void;
  loading?: boolean;
  formatDate?: (completedAt: string) => string;
  /** The level of the list's heading, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  messages?: Partial<GoalAchievementsMessages>;
};

/** The profile's recently closed goals, newest first, each opening its tasks. */
export function GoalAchievements({
  goals,
  collapsedCount,
  onGoalSelect,
  loading = false,
  formatDate = formatDay,
  headingLevel = 3,
  messages,
  className,
  ...props
}: GoalAchievementsProps) {
  const Title = headingTag(headingLevel);
  const headingId = useId();
  const listId = useId();
  const text = useUiMessages('goalAchievements', defaultGoalAchievementsMessages, messages);
  const [expanded, setExpanded] = useState(false);
  const limit = collapsedCount !== undefined && !expanded ? collapsedCount : goals.length;
  const hidden = goals.length - Math.min(limit, goals.length);
  const canCollapse = collapsedCount !== undefined && goals.length > collapsedCount;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : goals.length === 0 ? 'empty' : 'ready'}
      className={cx(styles.root, className)}
      {...props}
    >
      <Title id={headingId} className={styles.title}>
        {text.title}
      </Title>
      {loading ? (
        <div className={styles.list}>
          <Skeleton width="100%" height="2.5rem" />
          <Skeleton width="100%" height="2.5rem" />
          <Skeleton width="100%" height="2.5rem" />
        </div>
      ) : goals.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : (
        <>
          <ul id={listId} className={styles.list}>
            {goals.slice(0, limit).map((goal) => {
              const body = (
                <>
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                  <span className={styles.goalText}>
                    <span className={styles.goalTitle}>{goal.title}</span>
                    <span className={styles.goalDate}>
                      {text.completed(formatDate(goal.completedAt))}
                    </span>
                  </span>
                </>
              );
              return (
                <li key={goal.id}>
                  {onGoalSelect ? (
                    <button
                      type="button"
                      className={styles.goal}
                      onClick={() => onGoalSelect(goal.id)}
                    >
                      {body}
                    </button>
                  ) : (
                    <div className={styles.goal}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
          {canCollapse ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? text.less : text.more(hidden)}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    goalAchievements: GoalAchievementsMessages;
  }
}
