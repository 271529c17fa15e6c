import {
  isGoal,
  type BacklogItem,
  type Goal,
  type JobStatus,
  type Task,
} from '@taskboard/contract';

// The board's view of GET /backlog: goals in the user's order, tasks by goal and column, with the
// moves and the goal order the user made that the server has not confirmed yet laid on top.

/** Task id → the status it is being moved to. */
export type PendingMoves = ReadonlyMap<number, JobStatus>;

export const boardStatuses: readonly JobStatus[] = ['NEW', 'OPEN', 'CLOSED'];

export function splitBacklog(items: readonly BacklogItem[]): { goals: Goal[]; tasks: Task[] } {
  const goals: Goal[] = [];
  const tasks: Task[] = [];
  for (const item of items) {
    if (isGoal(item)) goals.push(item);
    else tasks.push(item);
  }
  return { goals, tasks };
}

export function applyPendingMoves(tasks: readonly Task[], pending: PendingMoves): Task[] {
  return tasks.map((task) => {
    const status = pending.get(task.item_id);
    return status === undefined || status === task.job_status
      ? task
      : { ...task, job_status: status };
  });
}

/** Goals in `order` (ids) when one is pending; goals the order does not name keep their place after. */
export function applyGoalOrder(goals: readonly Goal[], order: readonly number[] | null): Goal[] {
  if (!order) return [...goals];
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...goals].sort(
    (a, b) => (rank.get(a.item_id) ?? Infinity) - (rank.get(b.item_id) ?? Infinity),
  );
}

/** The ids in a new order after dragging `activeId` onto `overId`'s place. */
export function movedOrder(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** Only OPEN goals have a board (spec §4). */
export function openGoals(goals: readonly Goal[]): Goal[] {
  return goals.filter((goal) => goal.job_status === 'OPEN');
}

export function tasksOfGoal(tasks: readonly Task[], goalId: number): Task[] {
  return tasks.filter((task) => task.goal_id === goalId);
}

export type Columns = Record<JobStatus, Task[]>;

export function columnsOf(tasks: readonly Task[]): Columns {
  const columns: Columns = { NEW: [], OPEN: [], CLOSED: [] };
  for (const task of tasks) columns[task.job_status].push(task);
  return columns;
}

/** The task count of the fullest column: every column keeps room for that many (spec §9). */
export function fullestColumn(columns: Columns): number {
  return Math.max(columns.NEW.length, columns.OPEN.length, columns.CLOSED.length);
}

/** A title the user typed, trimmed; null when nothing is left (spec §5). */
export function cleanTitle(title: string): string | null {
  const trimmed = title.trim();
  return trimmed === '' ? null : trimmed;
}
