import type { Category, Goal, JobStatus, Task, TaskPriority } from '@taskboard/contract';
import {
  isCategoryColor,
  isTaskPictureName,
  type BoardColumn,
  type BoardTask,
  type GoalCategory,
  type GoalPickerGoal,
  type GoalCardProps,
  type GoalStatus,
  type TaskListTask,
  type TaskPriority as UiTaskPriority,
} from '@taskboard/ui';
import { readStoredPreferences } from '../preferences/storedPreferences';

// The board's server words (job_status, item_id, category_id, HIGH) in the ui's own words
// (columns, goal statuses, priorities), and back for what the user chose.

const columnOfStatus: Record<JobStatus, BoardColumn> = {
  NEW: 'new',
  OPEN: 'progress',
  CLOSED: 'done',
};
const statusOfColumn: Record<BoardColumn, JobStatus> = {
  new: 'NEW',
  progress: 'OPEN',
  done: 'CLOSED',
};
const goalStatusOfJob: Record<JobStatus, GoalStatus> = {
  NEW: 'new',
  OPEN: 'open',
  CLOSED: 'closed',
};
const jobOfGoalStatus: Record<GoalStatus, JobStatus> = {
  new: 'NEW',
  open: 'OPEN',
  closed: 'CLOSED',
};
const priorities: Record<TaskPriority, UiTaskPriority> = {
  HIGH: 'high',
  MEDIUM: 'medium',
  LOW: 'low',
};

/** The board column a task of this status is in: NEW is New, OPEN In Progress, CLOSED Done. */
export const boardColumnOf = (status: JobStatus): BoardColumn => columnOfStatus[status];

/** The status a task moved to `column` gets. */
export const jobStatusOfColumn = (column: BoardColumn): JobStatus => statusOfColumn[column];

export const goalStatusOf = (status: JobStatus): GoalStatus => goalStatusOfJob[status];

export const jobStatusOfGoal = (status: GoalStatus): JobStatus => jobOfGoalStatus[status];

export const priorityOf = (priority: TaskPriority | null): UiTaskPriority | null =>
  priority === null ? null : priorities[priority];

/** A task on the board: its picture when it names one the ui draws, its colour when it is one of the ten. */
export function boardTaskOf(task: Task): BoardTask {
  return {
    id: task.item_id,
    title: task.title,
    description: task.description,
    priority: priorityOf(task.priority),
    column: boardColumnOf(task.job_status),
    picture: isTaskPictureName(task.icon) ? task.icon : null,
    color: isCategoryColor(task.color) ? task.color : null,
  };
}

export function taskListTaskOf(task: Task): TaskListTask {
  return { id: task.item_id, title: task.title, column: boardColumnOf(task.job_status) };
}

const DAY_MS = 86_400_000;

/** Today's date ("YYYY-MM-DD") on the wall calendar of `timezone`. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Days from today (in the member's time zone) to a goal's due date: 0 today, 1 tomorrow,
 * negative once it has passed; null when the goal has none.
 */
export function daysLeftOf(
  dueDate: string | null | undefined,
  timezone: string,
  now: Date = new Date(),
): number | null {
  if (!dueDate) return null;
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  const today = Date.parse(`${todayIn(timezone, now)}T00:00:00Z`);
  if (Number.isNaN(due) || Number.isNaN(today)) return null;
  return Math.round((due - today) / DAY_MS);
}

/** `timezone`: the member's, which decides how many days are left before a due date. */
export function goalCardOf(
  goal: Goal,
  timezone: string = readStoredPreferences().timezone,
  now?: Date,
): GoalCardProps['goal'] {
  const daysLeft = daysLeftOf(goal.due_date, timezone, now);
  return {
    id: goal.item_id,
    title: goal.title,
    status: goalStatusOf(goal.job_status),
    categoryId: goal.category_id,
    description: goal.description ?? null,
    ...(daysLeft === null ? {} : { daysLeft }),
  };
}

export function goalCategoryOf(category: Category): GoalCategory {
  return { id: category.category_id, name: category.name, icon: category.icon };
}

/**
 * A goal as a picture tile: goals have no picture of their own, so the tile shows its first task
 * that has one (in the board's order), with that task's colour.
 */
export function goalPickerGoalOf(
  goal: Goal,
  tasks: readonly Task[],
  timezone: string = readStoredPreferences().timezone,
  now?: Date,
): GoalPickerGoal {
  const pictured = tasks.find(
    (task) => task.goal_id === goal.item_id && isTaskPictureName(task.icon),
  );
  const daysLeft = daysLeftOf(goal.due_date, timezone, now);
  return {
    id: goal.item_id,
    title: goal.title,
    picture: pictured && isTaskPictureName(pictured.icon) ? pictured.icon : null,
    color: pictured && isCategoryColor(pictured.color) ? pictured.color : null,
    ...(daysLeft === null ? {} : { daysLeft }),
  };
}
