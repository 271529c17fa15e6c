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
