import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { ChipTone, TaskPriority } from './chipTones';
import * as styles from './Chip.css';

/** Every text the chip shows on its own, with English defaults. */
export type ChipMessages = {
  /** The words for a priority chip without children. */
  priorities: Record<TaskPriority, string>;
};

export const defaultChipMessages: ChipMessages = {
  priorities: { high: 'High', medium: 'Medium', low: 'Low' },
};

export type ChipProps = ComponentPropsWithRef<'span'> & {
  /** A task's priority: picks the colour and, without children, the words. */
  priority?: TaskPriority;
  /** The colour when there is no priority. */
  tone?: ChipTone;
  children?: ReactNode;
  messages?: Partial<ChipMessages>;
};

/** A small rounded label: a task's priority, a role, a status. */
export function Chip({ priority, tone, children, messages, className, ...props }: ChipProps) {
  const text = useUiMessages('chip', defaultChipMessages, messages);
  const resolved: ChipTone = priority ?? tone ?? 'neutral';
  return (
    <span
      data-tone={resolved}
      data-priority={priority}
      className={cx(styles.root, styles.tone[resolved], className)}
      {...props}
    >
      {children ?? (priority ? text.priorities[priority] : null)}
    </span>
  );
}
