import type { Goal, JobStatus, Task } from '@taskboard/contract';

/** What the board's task cards can ask for; the route wires these to the API and the modals. */
export type TaskHandlers = {
  move: (task: Task, to: JobStatus) => void;
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
  /** Phone only: show this goal on the Active Board. */
  viewBoard?: (goal: Goal) => void;
};
