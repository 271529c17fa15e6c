import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { ChevronDownIcon, CloseIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Button } from '../Button';
import { EditableTitle } from '../EditableTitle';
import { GoalDueDate } from '../GoalDueDate';
import type { HeadingLevel } from '../Heading';
import { IconButton } from '../IconButton';
import { Select } from '../Select';
import { SpeakButton } from '../SpeakButton';
import * as styles from './GoalCard.css';
import { goalStatuses, type GoalStatus } from './goalStatus';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export { goalStatuses, type GoalStatus } from './goalStatus';

/** A goal as the card shows it. */
export type Goal = {
  id: string | number;
  title: string;
  status: GoalStatus;
  /** The goal's category; null or left out for none. */
  categoryId?: number | null;
  /** A few plain sentences, shown behind a "more" toggle; null or left out for none. */
  description?: string | null;
  /**
   * Days from today to the day the goal is due (0 today, negative once past); null or left out
   * when it has no due date. A closed goal shows none.
   */
  daysLeft?: number | null;
};

/** A category the goal may be put in. */
export type GoalCategory = { id: number; name: string; icon?: string | null };

/** The value the category select uses for 'No Category' (Radix options need a non-empty value). */
export const noCategoryValue = 'none';

/** Every text of the card, with English defaults. */
export type GoalCardMessages = {
  /** The card's name for screen readers, given the goal's title. */
  label: (title: string) => string;
  /** The expand button's name, given the goal's title. */
  tasksToggle: (title: string) => string;
  /** The title field's name while editing. */
  titleInput: string;
  /** The delete button's name, given the goal's title. */
  delete: (title: string) => string;
  status: string;
  statuses: Record<GoalStatus, string>;
  category: string;
  noCategory: string;
  addTask: string;
  viewBoard: string;
  noTasks: string;
  /** Shows the goal's description. */
  more: string;
  /** Hides it again. */
  less: string;
  /** Opens the goal's title and description for editing. */
  edit: string;
};

export const defaultGoalCardMessages: GoalCardMessages = defineMessages('goalCard', {
  label: icu('Goal: {title}', (title: string) => ({ title })),
  tasksToggle: icu('Tasks of {title}', (title: string) => ({ title })),
  titleInput: 'Goal title',
  delete: icu('Delete goal {title}', (title: string) => ({ title })),
  status: 'Status',
  statuses: {
    new: 'New',
    open: 'Open',
    closed: 'Closed',
  },
  category: 'Category',
  noCategory: 'No Category',
  addTask: '+ Add Task',
  viewBoard: 'View Board',
  noTasks: 'No tasks yet',
  more: 'More',
  less: 'Less',
  edit: 'Edit goal',
});

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
  onStatusChange?: (status: GoalStatus) => void;
  /** Called with the chosen category id, or null for 'No Category'. */
  onCategoryChange?: (categoryId: number | null) => void;
  onAddTask?: () => void;
  /** Shown only for open goals. */
  onViewBoard?: () => void;
  onDelete?: () => void;
  /** Adds an "Edit goal" button (the app opens its goal dialog: title and description). */
  onEdit?: () => void;
  /** A drag handle supplied by the app's sortable list (dnd-kit); it comes first in the header. */
  dragHandle?: ReactNode;
  /** Adds a button that reads the title aloud; the app supplies the speech. */
  onSpeak?: (text: string) => void;
  /** The level of the goal's title, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  messages?: Partial<GoalCardMessages>;
};

/**
 * A goal in the goals list: expand to its tasks, edit its title in place (double click or the
 * edit button; Enter saves, Escape cancels, leaving the field saves), set its status and category,
 * add a task, open its board (open goals only) or delete it.
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
  onEdit,
  dragHandle,
  onSpeak,
  headingLevel = 3,
  messages,
  className,
  ...props
}: GoalCardProps) {
  const text = useUiMessages('goalCard', defaultGoalCardMessages, messages);
  const tasksId = useId();
  const descriptionId = useId();
  const [showDescription, setShowDescription] = useState(false);
  const description = goal.description?.trim() ? goal.description : null;
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const [editing, setEditing] = useState(false);

  const toggle = () => {
    const next = !isExpanded;
    setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  const categoryOptions = [
    { value: noCategoryValue, label: text.noCategory },
    ...categories.map((category) => ({
      value: String(category.id),
      label: category.icon ? `${category.icon} ${category.name}` : category.name,
    })),
  ];

  return (
    <article
      aria-label={text.label(goal.title)}
      data-state={isExpanded ? 'open' : 'closed'}
      data-status={goal.status}
      data-overdue={
        goal.daysLeft != null && goal.daysLeft < 0 && goal.status !== 'closed' ? 'true' : undefined
      }
      data-editing={editing ? 'true' : 'false'}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.header}>
        {dragHandle}
        <IconButton
          label={text.tasksToggle(goal.title)}
          aria-expanded={isExpanded}
          aria-controls={tasksId}
          onClick={toggle}
        >
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </IconButton>
        <EditableTitle
          as={`h${headingLevel}`}
          size="lg"
          value={goal.title}
          onValueChange={onTitleChange}
          onEditingChange={setEditing}
          messages={{ inputLabel: text.titleInput }}
          beside={onSpeak ? <SpeakButton text={goal.title} onSpeak={onSpeak} /> : null}
        />
        {onDelete ? (
          <IconButton label={text.delete(goal.title)} variant="ghost" onClick={onDelete}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>

      {goal.daysLeft != null && goal.status !== 'closed' ? (
        <div>
          <GoalDueDate daysLeft={goal.daysLeft} />
        </div>
      ) : null}

      {description ? (
        <div className={styles.description}>
          <p id={descriptionId} className={styles.descriptionText} hidden={!showDescription}>
            {description}
          </p>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showDescription}
            aria-controls={descriptionId}
            onClick={() => setShowDescription((shown) => !shown)}
          >
            {showDescription ? text.less : text.more}
          </Button>
        </div>
      ) : null}

      <div className={styles.controls}>
        <Select
          label={text.status}
          value={goal.status}
          onValueChange={(value) => onStatusChange?.(value as GoalStatus)}
          options={goalStatuses.map((status) => ({ value: status, label: text.statuses[status] }))}
          disabled={!onStatusChange}
        />
        <Select
          label={text.category}
          value={goal.categoryId == null ? noCategoryValue : String(goal.categoryId)}
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
            {text.addTask}
          </Button>
        ) : null}
        {onEdit ? (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {text.edit}
          </Button>
        ) : null}
        {onViewBoard && goal.status === 'open' ? (
          <Button size="sm" onClick={onViewBoard}>
            {text.viewBoard}
          </Button>
        ) : null}
      </div>

      <div id={tasksId} className={styles.tasks} hidden={!isExpanded}>
        {children ?? <p className={styles.noTasks}>{text.noTasks}</p>}
      </div>
    </article>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    goalCard: GoalCardMessages;
  }
}
