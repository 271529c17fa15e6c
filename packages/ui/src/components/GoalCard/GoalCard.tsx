import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { ChevronDownIcon, CloseIcon } from '../../internal/icons';
import { Button } from '../Button';
import { EditableTitle } from '../EditableTitle';
import { IconButton } from '../IconButton';
import { Select } from '../Select';
import { SpeakButton } from '../SpeakButton';
import { jobStatuses, type JobStatus } from '../TaskSwipeCard/taskMoves';
import * as styles from './GoalCard.css';

export type Goal = {
  id: string | number;
  title: string;
  job_status: JobStatus;
  category_id?: number | null;
};

export type GoalCategory = { category_id: number; name: string; icon?: string | null };

/** The value the category select uses for 'No Category' (Radix options need a non-empty value). */
export const noCategoryValue = 'none';

/** Goal status names in the select: New, Open, Closed. */
export const goalStatusLabels: Record<JobStatus, string> = {
  NEW: 'New',
  OPEN: 'Open',
  CLOSED: 'Closed',
};

export type GoalCardProps = Omit<ComponentPropsWithRef<'article'>, 'children' | 'title'> & {
  goal: Goal;
  categories?: readonly GoalCategory[];
  /** The goal's tasks, shown when expanded (TaskSwipeCards or a list). */
  children?: ReactNode;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Called with the trimmed title, only when it changed and is not blank. */
  onTitleChange?: (title: string) => void;
  onStatusChange?: (status: JobStatus) => void;
  /** Called with the chosen category id, or null for 'No Category'. */
  onCategoryChange?: (categoryId: number | null) => void;
  onAddTask?: () => void;
  /** Shown only for OPEN goals. */
  onViewBoard?: () => void;
  onDelete?: () => void;
  /** A drag handle supplied by the app's sortable list (dnd-kit); it comes first in the header. */
  dragHandle?: ReactNode;
  /** Adds a button that reads the title aloud; the app supplies the speech. */
  onSpeak?: (text: string) => void;
};

/**
 * A goal in the goals list: expand to its tasks, edit its title in place (double click or the
 * edit button; Enter saves, Escape cancels, leaving the field saves), set its status and category,
 * add a task, open its board (OPEN goals only) or delete it.
 */
export function GoalCard({
  goal,
  categories = [],
  children,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  onTitleChange,
  onStatusChange,
  onCategoryChange,
  onAddTask,
  onViewBoard,
  onDelete,
  dragHandle,
  onSpeak,
  className,
  ...props
}: GoalCardProps) {
  const tasksId = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const [editing, setEditing] = useState(false);

  const toggle = () => {
    const next = !isExpanded;
    setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  const categoryOptions = [
    { value: noCategoryValue, label: 'No Category' },
    ...categories.map((category) => ({
      value: String(category.category_id),
      label: category.icon ? `${category.icon} ${category.name}` : category.name,
    })),
  ];

  return (
    <article
      aria-label={`Goal: ${goal.title}`}
      data-state={isExpanded ? 'open' : 'closed'}
      data-status={goal.job_status}
      data-editing={editing ? 'true' : 'false'}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.header}>
        {dragHandle}
        <IconButton
          label={`Tasks of ${goal.title}`}
          aria-expanded={isExpanded}
          aria-controls={tasksId}
          onClick={toggle}
        >
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </IconButton>
        <EditableTitle
          as="h3"
          size="lg"
          value={goal.title}
          onValueChange={onTitleChange}
          onEditingChange={setEditing}
          messages={{ inputLabel: 'Goal title' }}
          beside={onSpeak ? <SpeakButton text={goal.title} onSpeak={onSpeak} /> : null}
        />
        {onDelete ? (
          <IconButton label={`Delete goal ${goal.title}`} variant="ghost" onClick={onDelete}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>

      <div className={styles.controls}>
        <Select
          label="Status"
          value={goal.job_status}
          onValueChange={(value) => onStatusChange?.(value as JobStatus)}
          options={jobStatuses.map((status) => ({
            value: status,
            label: goalStatusLabels[status],
          }))}
          disabled={!onStatusChange}
        />
        <Select
          label="Category"
          value={goal.category_id == null ? noCategoryValue : String(goal.category_id)}
          onValueChange={(value) =>
            onCategoryChange?.(value === noCategoryValue ? null : Number(value))
          }
          options={categoryOptions}
          disabled={!onCategoryChange}
        />
      </div>

      <div className={styles.actions}>
        {onAddTask ? (
          <Button variant="secondary" size="sm" onClick={onAddTask}>
            + Add Task
          </Button>
        ) : null}
        {onViewBoard && goal.job_status === 'OPEN' ? (
          <Button size="sm" onClick={onViewBoard}>
            View Board
          </Button>
        ) : null}
      </div>

      <div id={tasksId} className={styles.tasks} hidden={!isExpanded}>
        {children ?? <p className={styles.noTasks}>No tasks yet</p>}
      </div>
    </article>
  );
}
