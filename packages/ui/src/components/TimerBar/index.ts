export {
  defaultTimerBarMessages,
  TimerBar,
  timerBarVariants,
  timerStates,
  type TimerBarMessages,
  type TimerBarProps,
  type TimerBarVariant,
  type TimerState,
} from './TimerBar';
export { formatClock, timerDefaultMinutes, timerMaxMinutes, timerMinMinutes } from './timerFormat';
