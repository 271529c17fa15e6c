import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { EditableTitle } from '../EditableTitle';
import { Select } from '../Select';
import { SpeakButton } from '../SpeakButton';
import type { JobStatus } from '../TaskSwipeCard/taskMoves';
import * as styles from './TaskListItem.css';

/** Spec §4: a task list's select offers Active (OPEN) or Done (CLOSED). */
export const taskListStatuses = ['OPEN', 'CLOSED'] as const;
export type TaskListStatus = (typeof taskListStatuses)[number];

export type TaskListTask = { id: string | number; title: string; job_status: JobStatus };

export type TaskListItemMessages = {
  /** The names of the two choices. */
  statusLabels: Record<TaskListStatus, string>;
  /** What the select shows for a task not started yet (NEW). */
  notStarted: string;
  /** The select's name, given the task's title (read to screen readers). */
  statusLabel: (title: string) => string;
  /** The title field's name while editing. */
  titleInputLabel: string;
  /** The edit button's name, given the task's title. */
  editLabel: (title: string) => string;
  save: string;
  cancel: string;
};

export const defaultTaskListItemMessages: TaskListItemMessages = {
  statusLabels: { OPEN: 'Active', CLOSED: 'Done' },
  notStarted: 'New',
  statusLabel: (title) => `Status of ${title}`,
  titleInputLabel: 'Task title',
  editLabel: (title) => `Edit title of ${title}`,
  save: 'Save',
  cancel: 'Cancel',
};

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
  const text = { ...defaultTaskListItemMessages, ...messages };
  return (
    <div data-status={task.job_status} className={cx(styles.root, className)} {...props}>
      {onSpeak ? <SpeakButton text={task.title} onSpeak={onSpeak} size="sm" /> : null}
      <EditableTitle
        className={styles.title}
        value={task.title}
        onValueChange={onTitleChange ? (title) => onTitleChange(title, task) : undefined}
        messages={{
          inputLabel: text.titleInputLabel,
          editLabel: text.editLabel,
          save: text.save,
          cancel: text.cancel,
        }}
      />
      <div className={styles.status}>
        <Select
          label={text.statusLabel(task.title)}
          hideLabel
          // An empty value shows the placeholder: a NEW task is neither Active nor Done yet.
          value={task.job_status === 'NEW' ? '' : task.job_status}
          placeholder={text.notStarted}
          onValueChange={(value) => onStatusChange?.(value as TaskListStatus, task)}
          options={taskListStatuses.map((status) => ({
            value: status,
            label: text.statusLabels[status],
          }))}
          disabled={!onStatusChange}
        />
      </div>
    </div>
  );
}
