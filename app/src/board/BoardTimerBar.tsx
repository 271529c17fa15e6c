import { TimerBar, type TimerBarVariant } from '@taskboard/ui';
import type { BoardTimer } from './useTimer';

/** The focus timer of either layout, bound to the board's one timer. */
export function BoardTimerBar({
  timer,
  variant,
}: {
  timer: BoardTimer;
  /** A child's board shows the compact timer: time left, Start and Reset. */
  variant?: TimerBarVariant;
}) {
  return (
    <TimerBar
      minutes={timer.minutes}
      onMinutesChange={timer.setMinutes}
      remainingSeconds={timer.remainingSeconds}
      state={timer.state}
      onStart={timer.start}
      onReset={timer.reset}
      variant={variant}
    />
  );
}
