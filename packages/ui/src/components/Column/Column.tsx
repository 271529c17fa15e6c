import {
  Children,
  isValidElement,
  useId,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { HeadingLevel } from '../Heading';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';
import type { ColumnVariant } from './Column.props';
import * as styles from './Column.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the column, with English defaults. */
export type ColumnMessages = {
  /** Each column's name, its heading unless `title` is given. */
  titles: Record<BoardColumn, string>;
  /** The count's name for screen readers ('3 tasks'). */
  count: (count: number) => string;
  /** What an empty desktop column says. */
  empty: string;
  /** What an empty mobile column says, given the column's name. */
  emptyIn: (column: string) => string;
};

export const defaultColumnMessages: ColumnMessages = defineMessages('column', {
  titles: {
    new: 'New',
    progress: 'In Progress',
    done: 'Done',
  },
  count: icu('{count, plural, one {# task} other {# tasks}}', (count: number) => ({ count })),
  empty: 'No task here yet!',
  emptyIn: icu('No tasks in {column}', (column: string) => ({ column })),
});

export type ColumnProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** Which column: its name (New, In Progress, Done) is the default title. */
  column: BoardColumn;
  /** Overrides the heading, e.g. 'New Tasks' on the desktop board. */
  title?: string;
  /** Tasks in the column; defaults to the number of children. */
  count?: number;
  /** The task cards. Each child is placed in its own list item. */
  children?: ReactNode;
  /** Desktop reads 'No task here yet!' when empty; mobile reads 'No tasks in {column}'. */
  variant?: ColumnVariant;
  /** Keeps room for this many tasks (64 px each): the count of the board's fullest column. */
  minTaskSlots?: number;
  /** Attach a drop target (dnd-kit's setNodeRef) to the column. */
  dropRef?: (element: HTMLElement | null) => void;
  /** A dragged task is over this column: shown as data-over="true". */
  over?: boolean;
  /** The level of the column's heading, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ColumnMessages>;
};

// The custom property behind `taskSlots`: vanilla-extract gives `var(--name)`, inline style needs `--name`.
const taskSlotsProperty = styles.taskSlots.replace(/^var\((.*)\)$/, '$1');

/** One board column (New, In Progress or Done) with its count and an empty message. */
export function Column({
  column,
  title,
  count,
  children,
  variant = 'desktop',
  minTaskSlots = 1,
  dropRef,
  over = false,
  headingLevel = 3,
  messages,
  className,
  style,
  ...props
}: ColumnProps) {
  const text = useUiMessages('column', defaultColumnMessages, messages);
  const headingId = useId();
  const Heading = headingTag(headingLevel);
  const items = Children.toArray(children);
  const taskCount = count ?? items.length;
  const emptyText = variant === 'mobile' ? text.emptyIn(text.titles[column]) : text.empty;
  const slots = { [taskSlotsProperty]: String(Math.max(1, minTaskSlots)) } as CSSProperties;

  return (
    <section
      ref={dropRef}
      aria-labelledby={headingId}
      data-column={column}
      data-over={over ? 'true' : 'false'}
      className={cx(styles.root, className)}
      style={{ ...slots, ...style }}
      {...props}
    >
      <Heading id={headingId} className={styles.header}>
        <span className={styles.title}>{title ?? text.titles[column]}</span>
        <span
          className={cx(styles.countBase, styles.count[column])}
          aria-label={text.count(taskCount)}
        >
          {taskCount}
        </span>
      </Heading>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.tasks}>
          {items.map((item, index) => (
            // Children.toArray keys every element, so the task's own key carries over.
            <li key={isValidElement(item) ? item.key : index}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    column: ColumnMessages;
  }
}
