import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { EditableTitle } from '../EditableTitle';
import { Select } from '../Select';
import { SpeakButton } from '../SpeakButton';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';
import * as styles from './TaskListItem.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Spec §4: a task list's select offers Active (in progress) or Done. */
export const taskListStatuses = ['progress', 'done'] as const satisfies readonly BoardColumn[];
export type TaskListStatus = (typeof taskListStatuses)[number];

/** A task as the list shows it. */
export type TaskListTask = { id: string | number; title: string; column: BoardColumn };

/** Every text of the item, with English defaults (its title editor's come from EditableTitle). */
export type TaskListItemMessages = {
  /** The names of the two choices. */
  statuses: Record<TaskListStatus, string>;
  /** What the select shows for a task not started yet (in the New column). */
  notStarted: string;
  /** The select's name, given the task's title (read to screen readers). */
  status: (title: string) => string;
  /** The title field's name while editing. */
  titleInput: string;
};

export const defaultTaskListItemMessages: TaskListItemMessages = defineMessages('taskListItem', {
  statuses: {
    progress: 'Active',
    done: 'Done',
  },
  notStarted: 'New',
  status: icu('Status of {title}', (title: string) => ({ title })),
  titleInput: 'Task title',
});

export type TaskListItemProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  task: TaskListTask;
  /** Called with the trimmed title, only when it changed and is not blank. */
  onTitleChange?: (title: string, task: TaskListTask) => void;
  /** Called when Active or Done is chosen; without it the select is read-only. */
  onStatusChange?: (status: TaskListStatus, task: TaskListTask) => void;
  /** Adds a button that reads the title aloud; the app supplies the speech. */
  onSpeak?: (text: string) => void;
  messages?: Partial<TaskListItemMessages>;
};

/**
 * One task in a goal card's list: its title, edited in place (double click or the edit button),
 * and a select that marks it Active or Done. A task not started yet shows 'New' until one is chosen.
 */
export function TaskListItem({
  task,
  onTitleChange,
  onStatusChange,
  onSpeak,
  messages,
  className,
  ...props
}: TaskListItemProps) {
  const text = useUiMessages('taskListItem', defaultTaskListItemMessages, messages);
  return (
    <div data-column={task.column} className={cx(styles.root, className)} {...props}>
      {onSpeak ? <SpeakButton text={task.title} onSpeak={onSpeak} size="sm" /> : null}
      <EditableTitle
        className={styles.title}
        value={task.title}
        onValueChange={onTitleChange ? (title) => onTitleChange(title, task) : undefined}
        messages={{ inputLabel: text.titleInput }}
      />
      <div className={styles.status}>
        <Select
          label={text.status(task.title)}
          hideLabel
          // An empty value shows the placeholder: a new task is neither Active nor Done yet.
          value={task.column === 'new' ? '' : task.column}
          placeholder={text.notStarted}
          onValueChange={(value) => onStatusChange?.(value as TaskListStatus, task)}
          options={taskListStatuses.map((status) => ({
            value: status,
            label: text.statuses[status],
          }))}
          disabled={!onStatusChange}
        />
      </div>
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    taskListItem: TaskListItemMessages;
  }
}
