import { startTransition, useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import type {
  Goal,
  JobStatus,
  Task,
  TaskIconKey,
  TaskPriority,
  UpdateGoalBody,
} from '@taskboard/contract';
import type { QueuedChange } from '@taskboard/machines';
import { api } from '../api';
import { translate } from '../i18n/useT';
import {
  browserOffline,
  createChange,
  deleteChange,
  isNetworkFailure,
  moveChange,
  newStamp,
  nextTempId,
  renameChange,
  tasksWithQueue,
} from '../offline/offlineChanges';
import type { OfflineQueue } from '../offline/offlineQueue';
import { applyGoalOrder, applyPendingMoves, type PendingMoves } from './backlog';
import type { BoardData } from './boardData';
import type { GoalChanges } from './EditGoalDialog';

export type NewTask = {
  goalId: number;
  title: string;
  description: string | null;
  priority: TaskPriority | null;
  icon: TaskIconKey | null;
  /** One of the palette's colours; none when left out. */
  color?: string | null;
};

export type TaskChanges = Pick<Task, 'title' | 'description' | 'priority'> & {
  /** The task's picture; null for none. */
  icon: TaskIconKey | null;
  /** The task's colour, only when it was changed (a colour set through the API stays). */
  color?: string | null;
};

/**
 * The board's changes. Moves and goal order show at once and are undone, with the spec's error
 * text, when the server refuses; everything else reloads the board once the server has answered.
 * Offline (or with changes still waiting to be sent, so they keep their order), a task's move,
 * rename, creation and deletion go to the offline queue instead and show at once (issue #28);
 * so does one whose call finds the network down.
 */
export function useBoardActions(
  data: BoardData,
  onTaskMoved: (from: JobStatus, to: JobStatus) => void,
  offline: OfflineQueue,
) {
  const { revalidate } = useRevalidator();
  const [pendingMoves, setPendingMoves] = useState<PendingMoves>(new Map());
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const goals = applyGoalOrder(data.goals, pendingOrder);
  const tasks = applyPendingMoves(tasksWithQueue(data.tasks, offline.queue), pendingMoves);
  const { enqueue } = offline;
  /** Whether a task change waits in the queue rather than going to the server now. */
  const queueing = browserOffline() || offline.queue.length > 0;

  /**
   * Runs a server change, then reloads; a refusal shows `failure`. A task change that cannot
   * reach the server is queued (`queued`) instead of refused.
   */
  const change = useCallback(
    async (
      failure: string,
      call: () => Promise<unknown>,
      queued?: () => QueuedChange,
    ): Promise<boolean> => {
      setError(null);
      try {
        await call();
        return true;
      } catch (error) {
        if (queued && isNetworkFailure(error)) {
          enqueue(queued());
          return true;
        }
        setError(failure);
        return false;
      } finally {
        await revalidate();
      }
    },
    [enqueue, revalidate],
  );

  /** A task change, queued at once when offline, else sent (and queued if the network is down). */
  const taskChange = (
    failure: string,
    call: () => Promise<unknown>,
    queued: () => QueuedChange,
  ): Promise<boolean> => {
    if (!queueing) return change(failure, call, queued);
    setError(null);
    enqueue(queued());
    return Promise.resolve(true);
  };

  /** Moves a task at once; resolves, once the server has answered, to whether it kept the move. */
  const moveTask = useCallback(
    (task: Task, to: JobStatus): Promise<boolean> => {
      const from = pendingMoves.get(task.item_id) ?? task.job_status;
      if (from === to) return Promise.resolve(false);
      onTaskMoved(from, to);
      if (queueing) {
        enqueue(moveChange(task, to, newStamp()));
        // Not kept yet: nothing that waits on the server's word (a badge earned) follows.
        return Promise.resolve(false);
      }
      setPendingMoves((moves) => new Map(moves).set(task.item_id, to));
      return change(
        translate('board.error.updateTask'),
        () =>
          api.backlog.updateTask(task.item_id, {
            item_id: task.item_id,
            goal_id: task.goal_id,
            title: task.title,
            job_status: to,
          }),
        () => moveChange(task, to, newStamp()),
      ).then((saved) => {
        // The reload has the server's word now: drop the overlay (a refusal thus rolls back).
        // React Router commits the reloaded backlog in a transition; dropping the overlay in one
        // too renders both together, else the card shows in its old column for a frame (and is
        // re-created twice, losing focus).
        startTransition(() =>
          setPendingMoves((moves) => {
            if (moves.get(task.item_id) !== to) return moves;
            const next = new Map(moves);
            next.delete(task.item_id);
            return next;
          }),
        );
        return saved;
      });
    },
    [change, enqueue, onTaskMoved, pendingMoves, queueing],
  );

  const reorderGoals = useCallback(
    (order: number[]) => {
      setPendingOrder(order);
      void change(translate('board.error.updateGoal'), () =>
        api.backlog.reorderGoals({ goal_ids: order }),
      ).then(() =>
        // With the reloaded backlog, as for moves: no frame of the old order.
        startTransition(() => setPendingOrder((current) => (current === order ? null : current))),
      );
    },
    [change],
  );

  const updateGoal = (goal: Goal, changes: Partial<UpdateGoalBody>, failure: string) =>
    change(failure, () =>
      api.backlog.updateGoal(goal.item_id, {
        item_id: goal.item_id,
        title: goal.title,
        tasks: goal.tasks,
        job_status: goal.job_status,
        category_id: goal.category_id,
        ...changes,
      }),
    );

  return {
    goals,
    tasks,
    error,
    dismissError: () => setError(null),
    moveTask,
    reorderGoals,
    renameGoal: (goal: Goal, title: string) =>
      updateGoal(goal, { title }, translate('board.error.updateGoal')),
    setGoalStatus: (goal: Goal, job_status: JobStatus) =>
      updateGoal(goal, { job_status }, translate('board.error.updateGoalStatus')),
    /** A new title and description from the goal dialog (null clears the description). */
    editGoal: (goal: Goal, changes: GoalChanges) =>
      updateGoal(goal, changes, translate('board.error.updateGoal')),
    setGoalCategory: (goal: Goal, category_id: number | null) =>
      updateGoal(goal, { category_id }, translate('board.error.updateGoalCategory')),
    // Queued offline with its goal and title only: the rest is added once online.
    addTask: (task: NewTask) =>
      taskChange(
        translate('board.error.createTask'),
        () =>
          api.backlog.createTask({
            goal_id: task.goalId,
            title: task.title,
            description: task.description,
            priority: task.priority,
            icon: task.icon,
            color: task.color ?? null,
          }),
        () =>
          createChange(
            { goalId: task.goalId, title: task.title },
            nextTempId(offline.queue),
            newStamp(),
          ),
      ),
    renameTask: (task: Task, title: string) =>
      taskChange(
        translate('board.error.updateTask'),
        () =>
          api.backlog.updateTask(task.item_id, {
            item_id: task.item_id,
            goal_id: task.goal_id,
            title,
          }),
        () => renameChange(task, title, newStamp()),
      ),
    // Offline, the dialog's new title is queued; its other fields wait for the connection.
    editTask: (task: Task, changes: TaskChanges) =>
      taskChange(
        translate('board.error.updateTask'),
        () =>
          api.backlog.updateTask(task.item_id, {
            item_id: task.item_id,
            goal_id: task.goal_id,
            ...changes,
          }),
        () => renameChange(task, changes.title, newStamp()),
      ),
    /**
     * Deletes a task (the Delete Task dialog's call): queued when offline or when the network
     * turns out to be down, so the dialog closes as if it were done.
     */
    deleteTask: async (taskId: number): Promise<void> => {
      const task = tasks.find((shown) => shown.item_id === taskId);
      if (task && queueing) return enqueue(deleteChange(task, newStamp()));
      try {
        await api.backlog.deleteTask(taskId);
      } catch (error) {
        if (!task || !isNetworkFailure(error)) throw error;
        enqueue(deleteChange(task, newStamp()));
      }
    },
    reload: () => revalidate(),
  };
}

export type BoardActions = ReturnType<typeof useBoardActions>;
