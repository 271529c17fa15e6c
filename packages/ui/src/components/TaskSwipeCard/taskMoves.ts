// The rules for moving a task between the board's columns, free of React so they are unit-tested.

/** A goal's or task's status, in board order. */
export const jobStatuses = ['NEW', 'OPEN', 'CLOSED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The board column each status lives in. */
export const columnNames: Record<JobStatus, string> = {
  NEW: 'New',
  OPEN: 'In Progress',
  CLOSED: 'Done',
};

/** Swipe distances of the spec (§4, §9), in CSS pixels. */
export const swipeRevealThreshold = 60;
export const swipeMoveThreshold = 120;
export const swipeMaxReveal = 180;
export const swipeRightCap = 150;
export const swipeLeftCap = -220;

export const taskPriorities = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** The status after `status`, or null from Done (there is no forward move from CLOSED). */
export function nextStatus(status: JobStatus): JobStatus | null {
  const index = jobStatuses.indexOf(status);
  return jobStatuses[index + 1] ?? null;
}

/** The status before `status`, or null from New (there is no back move from NEW). */
export function previousStatus(status: JobStatus): JobStatus | null {
  const index = jobStatuses.indexOf(status);
  return index > 0 ? (jobStatuses[index - 1] ?? null) : null;
}

/** Every column a task may be moved to from `status`, in board order. */
export function moveTargets(status: JobStatus): JobStatus[] {
  return jobStatuses.filter((target) => target !== status);
}

/** Keeps a drag offset inside the caps: right up to 150 px (none from Done), left down to −220. */
export function clampSwipe(offset: number, status: JobStatus): number {
  const rightCap = nextStatus(status) ? swipeRightCap : 0;
  return Math.min(rightCap, Math.max(swipeLeftCap, offset));
}

export type SwipeOutcome = { kind: 'move'; to: JobStatus } | { kind: 'reveal' } | { kind: 'rest' };

/** What a finished swipe does: move forward past +120, reveal the actions past −60, else rest. */
export function swipeOutcome(offset: number, status: JobStatus): SwipeOutcome {
  const next = nextStatus(status);
  if (offset > swipeMoveThreshold && next) return { kind: 'move', to: next };
  if (offset < -swipeRevealThreshold) return { kind: 'reveal' };
  return { kind: 'rest' };
}
