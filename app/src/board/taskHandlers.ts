import type { Category, Goal, JobStatus, Task } from '@taskboard/contract';
import type { Announce } from './announcements';
import type { BoardTimer } from './useTimer';

/** What the board's task cards can ask for; the route wires these to the API and the modals. */
export type TaskHandlers = {
  move: (task: Task, to: JobStatus) => void;
  /** An inline title edit: the title is already trimmed, non-blank and changed. */
  rename: (task: Task, title: string) => void;
  edit: (task: Task) => void;
  remove: (task: Task) => void;
};

/** What the goal cards can ask for. */
export type GoalHandlers = {
  rename: (goal: Goal, title: string) => void;
  setStatus: (goal: Goal, status: JobStatus) => void;
  setCategory: (goal: Goal, categoryId: number | null) => void;
  addTask: (goal: Goal) => void;
  remove: (goal: Goal) => void;
  /** Opens the goal's title and description for editing. */
  edit?: (goal: Goal) => void;
  /** Phone only: show this goal on the Active Board. */
  viewBoard?: (goal: Goal) => void;
};

/** What either layout of the board (desktop or phone) is given by the route. */
export type BoardLayoutProps = {
  goals: readonly Goal[];
  tasks: readonly Task[];
  categories: readonly Category[];
  timer: BoardTimer;
  goalHandlers: GoalHandlers;
  taskHandlers: TaskHandlers;
  onAddGoal: () => void;
  onReorderGoals: (goalIds: number[]) => void;
  /** Says a sentence in the board's live region (drags announce through it). */
  announce: Announce;
};
