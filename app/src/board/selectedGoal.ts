// Spec §4: the phone's Active Board remembers its goal as `selectedGoalId` in localStorage and
// forgets it once that goal is no longer OPEN.

export const SELECTED_GOAL_KEY = 'selectedGoalId';

/** The remembered goal if it is still open, else null. */
export function keptSelection(
  stored: string | null,
  openGoalIds: readonly number[],
): number | null {
  if (stored === null) return null;
  const id = Number(stored);
  return Number.isInteger(id) && openGoalIds.includes(id) ? id : null;
}

/**
 * The goal a board shows: the remembered one while it is open, else the only open goal, or, when
 * `firstIfSeveral` (a child's board, which always shows a board), the first open goal.
 */
export function shownGoal(
  stored: string | null,
  openGoalIds: readonly number[],
  firstIfSeveral = false,
): number | null {
  const kept = keptSelection(stored, openGoalIds);
  if (kept !== null) return kept;
  if (openGoalIds.length === 1 || firstIfSeveral) return openGoalIds[0] ?? null;
  return null;
}

/** A child's board remembers the goal it last showed, per child, on this device. */
export const childGoalKey = (userId: number) => `taskboard.childGoal.${userId}`;
