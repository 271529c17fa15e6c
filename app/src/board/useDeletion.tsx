import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deletionMachine, type DeletionTarget } from '@taskboard/machines';
import { ConfirmDialog } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';

/**
 * The Delete Goal and Delete Task modals, bound to deletionMachine. `deleteTask` replaces the
 * plain call for tasks (the board's, which queues a deletion made offline).
 */
export function useDeletion(
  onDeleted: (target: DeletionTarget) => void,
  deleteTask: (taskId: number) => Promise<unknown> = (taskId) => api.backlog.deleteTask(taskId),
) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  // The machine is made once; the latest callback is read when a deletion finishes.
  const onDeletedRef = useRef(onDeleted);
  const deleteTaskRef = useRef(deleteTask);
  useEffect(() => {
    onDeletedRef.current = onDeleted;
    deleteTaskRef.current = deleteTask;
  }, [onDeleted, deleteTask]);
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    deletionMachine.provide({
      actors: {
        deleteItem: fromPromise(async ({ input }: { input: DeletionTarget }) => {
          if (input.kind === 'goal') await api.backlog.deleteGoal(input.itemId);
          else await deleteTaskRef.current(input.itemId);
        }),
      },
      actions: { notifyDeleted: (_, target) => onDeletedRef.current(target) },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { target, errorMessage } = snapshot.context;
  const open = (['confirming', 'pending', 'error'] as const).some((state) =>
    snapshot.matches(state),
  );
  const pending = snapshot.matches('pending');
  const isGoal = target?.kind === 'goal';

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'deletion.cancel' });
      }}
      title={t(isGoal ? 'board.delete.goal' : 'board.delete.task')}
      description={
        isGoal
          ? t('board.delete.goalQuestion', { title: target?.title ?? '' })
          : t('board.delete.taskQuestion', { title: target?.title ?? '' })
      }
      confirmLabel={t(isGoal ? 'board.delete.goal' : 'board.delete.task')}
      pendingLabel={t('board.delete.pending')}
      messages={{ cancel: t('board.dialog.cancel') }}
      pending={pending}
      error={errorMessage ? translateKnown(errorMessage) : undefined}
      onConfirm={() => send({ type: 'deletion.confirm' })}
    />
  );

  return {
    dialog,
    requestDeletion: (target: DeletionTarget) => send({ type: 'deletion.request', target }),
  };
}
