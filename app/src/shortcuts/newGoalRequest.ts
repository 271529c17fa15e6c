import { useEffect } from 'react';
import { useLocation, type To } from 'react-router';

// The "n" shortcut asks the task board to open its Create Goal dialog by navigating there with
// this request in the history entry's state, so it works from any page.

type NewGoalState = { newGoal: true };

export const newGoalRequest: { to: To; state: NewGoalState } = {
  to: '/taskboard',
  state: { newGoal: true },
};

// The history entries whose request was answered: going back to one does not open it again.
const answered = new Set<string>();

/** Calls `open` when the board is reached through the "n" shortcut. */
export function useNewGoalRequest(open: () => void): void {
  const { key, state } = useLocation();
  const requested = (state as Partial<NewGoalState> | null)?.newGoal === true;
  useEffect(() => {
    if (!requested || answered.has(key)) return;
    answered.add(key);
    open();
  }, [requested, key, open]);
}
