import type { ComponentPropsWithRef } from 'react';
import { TaskPicture } from '../../illustrations/TaskPicture';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './GoalDueDate.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the due date, with English defaults. */
export type GoalDueDateMessages = {
  /** The goal is due today. */
  today: string;
  /** The nights to sleep before the day it is due: "1 sleep", "2 sleeps". */
  sleeps: (count: number) => string;
  /** The day it was due has passed and the goal is not done. */
  overdue: string;
  /** What a screen reader hears, given the words shown ("Due: 2 sleeps"). */
  label: (words: string) => string;
};

export const defaultGoalDueDateMessages: GoalDueDateMessages = defineMessages('goalDueDate', {
  today: 'Today',
  sleeps: icu('{count, plural, one {# sleep} other {# sleeps}}', (count: number) => ({ count })),
  overdue: 'Overdue',
  label: icu('Due: {words}', (words: string) => ({ words })),
});

/** Moons drawn at most (a compact one draws fewer); more sleeps show a "+" after them. */
export const mostMoons = 7;
export const mostMoonsCompact = 3;

export type GoalDueDateProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /**
   * Days from today to the day the goal is due, on the family's calendar: 0 today, 1 tomorrow,
   * negative once the day has passed.
   */
  daysLeft: number;
  /** At most three moons on one line, for a small picture tile; the words still say how many. */
  compact?: boolean;
  messages?: Partial<GoalDueDateMessages>;
};

/** Which of the three looks a number of days left has. */
export function dueState(daysLeft: number): 'soon' | 'today' | 'overdue' {
  if (daysLeft < 0) return 'overdue';
  return daysLeft === 0 ? 'today' : 'soon';
}

/**
 * When a goal is due, in words and in a picture a child who cannot read yet understands: one
 * moon for each night to sleep before the day, a sun on the day, a clock once it has passed.
 */
export function GoalDueDate({
  daysLeft,
  compact = false,
  messages,
  className,
  ...props
}: GoalDueDateProps) {
  const text = useUiMessages('goalDueDate', defaultGoalDueDateMessages, messages);
  const state = dueState(daysLeft);
  const words =
    state === 'overdue' ? text.overdue : state === 'today' ? text.today : text.sleeps(daysLeft);
  const most = compact ? mostMoonsCompact : mostMoons;
  const moons = Math.min(daysLeft, most);
  return (
    <span
      data-due={state}
      data-days-left={daysLeft}
      className={cx(styles.root, styles.tone[state], className)}
      {...props}
    >
      <span className={visuallyHidden}>{text.label(words)}</span>
      <span aria-hidden="true" className={styles.pictures}>
        {state === 'overdue' ? <TaskPicture name="clock" size="sm" /> : null}
        {state === 'today' ? <TaskPicture name="sun" size="sm" /> : null}
        {state === 'soon'
          ? Array.from({ length: moons }, (_, night) => (
              <TaskPicture key={night} name="moon" size="sm" />
            ))
          : null}
        {state === 'soon' && daysLeft > most ? <span className={styles.more}>+</span> : null}
      </span>
      <span aria-hidden="true">{words}</span>
    </span>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    goalDueDate: GoalDueDateMessages;
  }
}
