import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';
import type { ChipTone, TaskPriority } from './chipTones';
import * as styles from './Chip.css';
import { defineMessages } from '../../messages/defineMessages';

/** Every text the chip shows on its own, with English defaults. */
export type ChipMessages = {
  /** The words for a priority chip without children. */
  priorities: Record<TaskPriority, string>;
};

export const defaultChipMessages: ChipMessages = defineMessages('chip', {
  priorities: {
    high: 'High',
    medium: 'Medium',
    low: 'Low',
  },
});

export type ChipProps = ComponentPropsWithRef<'span'> & {
  /** A task's priority: picks the priority's colour and, without children, the words. */
  priority?: TaskPriority;
  /** A board column: the chip takes that column's colour. */
  column?: BoardColumn;
  /** What the colour means, when the chip shows neither a priority nor a column. */
  tone?: ChipTone;
  children?: ReactNode;
  messages?: Partial<ChipMessages>;
};

/** A small rounded label: a task's priority, a board column, a role, a status. */
export function Chip({
  priority,
  column,
  tone,
  children,
  messages,
  className,
  ...props
}: ChipProps) {
  const text = useUiMessages('chip', defaultChipMessages, messages);
  const look = priority
    ? styles.priority[priority]
    : column
      ? styles.column[column]
      : styles.tone[tone ?? 'neutral'];
  return (
    <span
      data-tone={priority || column ? undefined : (tone ?? 'neutral')}
      data-priority={priority}
      data-column={priority ? undefined : column}
      className={cx(styles.root, look, className)}
      {...props}
    >
      {children ?? (priority ? text.priorities[priority] : null)}
    </span>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    chip: ChipMessages;
  }
}
