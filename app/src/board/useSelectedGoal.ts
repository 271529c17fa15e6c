import { useCallback, useEffect, useState } from 'react';
import { SELECTED_GOAL_KEY, keptSelection, shownGoal } from './selectedGoal';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit only.
  }
}

/**
 * The goal a board shows, remembered across visits while it stays open: the phone's Active Board
 * (the spec's `selectedGoalId`) or a child's board (its own key, `firstIfSeveral`). With nothing
 * remembered, the only open goal is shown without asking.
 */
export function useSelectedGoal(
  openGoalIds: readonly number[],
  { key = SELECTED_GOAL_KEY, firstIfSeveral = false } = {},
) {
  const [stored, setStored] = useState<string | null>(() => readStored(key));
  const selectedGoalId = shownGoal(stored, openGoalIds, firstIfSeveral);

  // Forget a goal that was closed or reset to New (here or on another device).
  useEffect(() => {
    if (stored !== null && keptSelection(stored, openGoalIds) === null) {
      writeStored(key, null);
      setStored(null);
    }
  }, [stored, openGoalIds, key]);

  const selectGoal = useCallback(
    (goalId: number | null) => {
      const value = goalId === null ? null : String(goalId);
      writeStored(key, value);
      setStored(value);
    },
    [key],
  );

  return { selectedGoalId, selectGoal };
}
