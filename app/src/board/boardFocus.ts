import type { JobStatus, Task } from '@taskboard/contract';
import { columnsOf, tasksOfGoal } from './backlog';

/**
 * Where focus goes after a change that removes or re-creates the focused control (a card moved
 * to another column, a task deleted): the first of `targets` on the page, once `ready` holds.
 * Without it the browser drops focus on <body> and a keyboard user starts again from the top.
 */
export type FocusRequest = { targets: readonly string[]; ready: () => boolean };

const onBoard = (selector: string) => `[data-board-goal-id] ${selector}`;
/** A task on a board: its drag handle on the desktop, else the card itself (phones). */
const taskTargets = (taskId: number) => [
  onBoard(`[data-drag-handle-for="${taskId}"]`),
  onBoard(`[data-task-id="${taskId}"] [role="group"]`),
];
const columnTarget = (goalId: number, status: JobStatus) =>
  `[data-board-goal-id="${goalId}"] section[data-status="${status}"]`;

/** After a move: the moved card, once it is drawn in its new column. */
export function focusAfterMove(task: Task, to: JobStatus): FocusRequest {
  return {
    targets: taskTargets(task.item_id),
    ready: () =>
      document.querySelector(
        `${columnTarget(task.goal_id, to)} [data-task-id="${task.item_id}"]`,
      ) !== null,
  };
}

/**
 * After a delete: the next task of its column, the previous one when it was the last, else the
 * column itself; once the deleted card has left the page.
 */
export function focusAfterDelete(tasks: readonly Task[], task: Task): FocusRequest {
  const column = columnsOf(tasksOfGoal(tasks, task.goal_id))[task.job_status];
  const index = column.findIndex((candidate) => candidate.item_id === task.item_id);
  const neighbours = [column[index + 1], column[index - 1]].filter(
    (candidate): candidate is Task => candidate !== undefined,
  );
  return {
    targets: [
      ...neighbours.flatMap((neighbour) => taskTargets(neighbour.item_id)),
      columnTarget(task.goal_id, task.job_status),
    ],
    ready: () => document.querySelector(onBoard(`[data-task-id="${task.item_id}"]`)) === null,
  };
}

/** Focuses the request's first target on the page; false while it is not ready yet. */
export function applyFocus(request: FocusRequest): boolean {
  if (!request.ready()) return false;
  for (const selector of request.targets) {
    const target = document.querySelector<HTMLElement>(selector);
    if (target) {
      target.focus();
      // dnd-kit gives focus back to the drag's activator a frame after a drop, and that is the
      // card's old handle, gone with its old column: focus the new one once more after it.
      requestAnimationFrame(() => {
        if (target.isConnected && document.activeElement !== target) target.focus();
      });
      return true;
    }
  }
  return false;
}
