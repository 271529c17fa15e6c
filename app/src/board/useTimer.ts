import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { remainingSeconds, timerMachine, type TaskStatus } from '@taskboard/machines';
import type { TimerState } from '@taskboard/ui';
import { playSiren } from './siren';

/** The focus timer (spec §4) bound to timerMachine, sounding the siren at zero. */
export function useTimer() {
  const [snapshot, send, actor] = useMachine(timerMachine, { input: {} });

  useEffect(() => {
    const subscription = actor.on('timer.siren', () => playSiren());
    return () => subscription.unsubscribe();
  }, [actor]);

  return {
    state: snapshot.value as TimerState,
    minutes: snapshot.context.durationMinutes,
    remainingSeconds: remainingSeconds(snapshot.context, Date.now()),
    start: () => send({ type: 'timer.start' }),
    reset: () => send({ type: 'timer.reset' }),
    setMinutes: (minutes: number) => send({ type: 'timer.setDuration', minutes }),
    /** Every task move goes through here: out of In Progress stops it, any other move restarts it. */
    taskMoved: (from: TaskStatus, to: TaskStatus) => send({ type: 'task.moved', from, to }),
  };
}

export type BoardTimer = ReturnType<typeof useTimer>;
