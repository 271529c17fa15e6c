import { useCallback, useEffect, useState } from 'react';
import { SELECTED_GOAL_KEY, keptSelection } from './selectedGoal';

function readStored(): string | null {
  try {
    return localStorage.getItem(SELECTED_GOAL_KEY);
  } catch {
    return null;
  }
}

/** The phone's Active Board goal, remembered across visits while it stays open. */
export function useSelectedGoal(openGoalIds: readonly number[]) {
  const [stored, setStored] = useState<string | null>(readStored);
  const selectedGoalId = keptSelection(stored, openGoalIds);

  // Forget a goal that was closed or reset to New (here or on another device).
  useEffect(() => {
    if (stored !== null && selectedGoalId === null) {
      localStorage.removeItem(SELECTED_GOAL_KEY);
      setStored(null);
    }
  }, [stored, selectedGoalId]);

  const selectGoal = useCallback((goalId: number | null) => {
    if (goalId === null) localStorage.removeItem(SELECTED_GOAL_KEY);
    else localStorage.setItem(SELECTED_GOAL_KEY, String(goalId));
    setStored(goalId === null ? null : String(goalId));
  }, []);

  return { selectedGoalId, selectGoal };
}
