import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { pendingTaskIds, type QueuedChange } from '@taskboard/machines';

const WaitingToSyncContext = createContext<ReadonlySet<number>>(new Set());

/** Tells the board's cards which tasks have a change waiting in the offline queue. */
export function WaitingToSync({
  queue,
  children,
}: {
  queue: readonly QueuedChange[];
  children: ReactNode;
}) {
  const waiting = useMemo(() => pendingTaskIds(queue), [queue]);
  return <WaitingToSyncContext value={waiting}>{children}</WaitingToSyncContext>;
}

/** Whether the task has a change waiting to be sent (its card's small mark). */
export function useWaitingToSync(taskId: number): boolean {
  return useContext(WaitingToSyncContext).has(taskId);
}
