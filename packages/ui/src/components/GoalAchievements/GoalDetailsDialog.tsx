import { Chip, type TaskPriority } from '../Chip';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Dialog } from '../Dialog';
import { formatDay } from '../BadgeTier/formatDay';
import { Skeleton } from '../Skeleton';
import * as styles from './GoalAchievements.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export type GoalTaskSummary = {
  id: string | number;
  title: string;
  description?: string | null;
  done: boolean;
  /** High (red), medium (yellow) or low (grey); no chip when left out. */
  priority?: TaskPriority | null;
};

export type GoalDetailsDialogMessages = {
  completed: (date: string) => string;
  tasks: (count: number) => string;
  empty: string;
  done: string;
};

export const defaultGoalDetailsDialogMessages: GoalDetailsDialogMessages = defineMessages(
  'goalDetailsDialog',
  {
    completed: icu('Completed {date}', (date: string) => ({ date })),
    tasks: icu('Tasks ({count})', (count: number) => ({ count })),
    empty: 'No tasks found for this goal',
    done: 'Done',
  },
);

export type GoalDetailsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  completedAt?: string | null;
  description?: string | null;
  tasks: readonly GoalTaskSummary[];
  loading?: boolean;
  formatDate?: (date: string) => string;
  messages?: Partial<GoalDetailsDialogMessages>;
};

/** A completed goal opened from the profile: its date, description and tasks. */
export function GoalDetailsDialog({
  open,
  onOpenChange,
  title,
  completedAt,
  description,
  tasks,
  loading = false,
  formatDate = formatDay,
  messages,
}: GoalDetailsDialogProps) {
  const text = useUiMessages('goalDetailsDialog', defaultGoalDetailsDialogMessages, messages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={title}
        description={completedAt ? text.completed(formatDate(completedAt)) : undefined}
      >
        {description ? <p className={styles.goalDescription}>{description}</p> : null}
        <h3 className={styles.tasksTitle}>{text.tasks(tasks.length)}</h3>
        {loading ? (
          <div className={styles.list} aria-busy="true">
            <Skeleton width="100%" height="2.5rem" />
            <Skeleton width="100%" height="2.5rem" />
          </div>
        ) : tasks.length === 0 ? (
          <p className={styles.empty}>{text.empty}</p>
        ) : (
          <ul className={styles.list}>
            {tasks.map((task) => (
              <li key={task.id} className={styles.task} data-done={task.done}>
                <span
                  className={styles.taskTick}
                  role={task.done ? 'img' : undefined}
                  aria-label={task.done ? text.done : undefined}
                  aria-hidden={task.done ? undefined : true}
                >
                  {task.done ? '✓' : ''}
                </span>
                <span className={styles.goalText}>
                  <span className={styles.goalTitle}>{task.title}</span>
                  {task.description ? (
                    <span className={styles.goalDate}>{task.description}</span>
                  ) : null}
                </span>
                {task.priority ? <Chip priority={task.priority} /> : null}
              </li>
            ))}
          </ul>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    goalDetailsDialog: GoalDetailsDialogMessages;
  }
}
