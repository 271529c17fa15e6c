import {
  Children,
  isValidElement,
  useId,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/cx';
import { columnNames, type JobStatus } from '../TaskSwipeCard/taskMoves';
import type { ColumnVariant } from './Column.props';
import * as styles from './Column.css';

export type ColumnProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** The column's status; its name (New, In Progress, Done) is the default title. */
  status: JobStatus;
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
  isOver?: boolean;
};

// The custom property behind `taskSlots`: vanilla-extract gives `var(--name)`, inline style needs `--name`.
const taskSlotsProperty = styles.taskSlots.replace(/^var\((.*)\)$/, '$1');

/** One board column (New, In Progress or Done) with its count and an empty message. */
export function Column({
  status,
  title = columnNames[status],
  count,
  children,
  variant = 'desktop',
  minTaskSlots = 1,
  dropRef,
  isOver = false,
  className,
  style,
  ...props
}: ColumnProps) {
  const headingId = useId();
  const items = Children.toArray(children);
  const taskCount = count ?? items.length;
  const emptyText =
    variant === 'mobile' ? `No tasks in ${columnNames[status]}` : 'No task here yet!';
  const slots = { [taskSlotsProperty]: String(Math.max(1, minTaskSlots)) } as CSSProperties;

  return (
    <section
      ref={dropRef}
      aria-labelledby={headingId}
      data-status={status}
      data-over={isOver ? 'true' : 'false'}
      className={cx(styles.root, className)}
      style={{ ...slots, ...style }}
      {...props}
    >
      <h3 id={headingId} className={styles.header}>
        <span>{title}</span>
        <span
          className={cx(styles.countBase, styles.count[status])}
          aria-label={`${taskCount} tasks`}
        >
          {taskCount}
        </span>
      </h3>
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
