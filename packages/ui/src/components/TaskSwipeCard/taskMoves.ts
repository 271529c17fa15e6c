// The rules for moving a task between the board's columns, free of React so they are unit-tested.

/** The board's columns, in order: a task is new, in progress or done. */
export const boardColumns = ['new', 'progress', 'done'] as const;
export type BoardColumn = (typeof boardColumns)[number];

/** Swipe distances of the spec (§4, §9), in CSS pixels. */
export const swipeRevealThreshold = 60;
export const swipeMoveThreshold = 120;
export const swipeMaxReveal = 180;
export const swipeRightCap = 150;
export const swipeLeftCap = -220;

/** The column after `column`, or null from Done (there is no forward move from done). */
export function nextColumn(column: BoardColumn): BoardColumn | null {
  const index = boardColumns.indexOf(column);
  return boardColumns[index + 1] ?? null;
}

/** The column before `column`, or null from New (there is no back move from new). */
export function previousColumn(column: BoardColumn): BoardColumn | null {
  const index = boardColumns.indexOf(column);
  return index > 0 ? (boardColumns[index - 1] ?? null) : null;
}

/** Every column a task may be moved to from `column`, in board order. */
export function moveTargets(column: BoardColumn): BoardColumn[] {
  return boardColumns.filter((target) => target !== column);
}

/** Keeps a drag offset inside the caps: right up to 150 px (none from Done), left down to −220. */
export function clampSwipe(offset: number, column: BoardColumn): number {
  const rightCap = nextColumn(column) ? swipeRightCap : 0;
  return Math.min(rightCap, Math.max(swipeLeftCap, offset));
}

export type SwipeOutcome =
  { kind: 'move'; to: BoardColumn } | { kind: 'reveal' } | { kind: 'rest' };

/** What a finished swipe does: move forward past +120, reveal the actions past −60, else rest. */
export function swipeOutcome(offset: number, column: BoardColumn): SwipeOutcome {
  const next = nextColumn(column);
  if (offset > swipeMoveThreshold && next) return { kind: 'move', to: next };
  if (offset < -swipeRevealThreshold) return { kind: 'reveal' };
  return { kind: 'rest' };
}
