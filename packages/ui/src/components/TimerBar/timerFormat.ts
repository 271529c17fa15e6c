// How the timer reads, free of React so it is unit-tested.

import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

// The timer's limits. The product's timer machine clamps to the same numbers; the library keeps
// its own copy because it depends on nothing of the product's (the app's tests hold them equal).
export const timerMinMinutes = 1;
export const timerMaxMinutes = 25;
export const timerDefaultMinutes = 5;

/** `mm:ss`, e.g. 4:05 → '04:05'; the one mm:ss format of the product. Negative time reads as zero. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The words for the time left, part of the timer's messages. */
export type RemainingMessages = {
  timeIsUp: string;
  secondsLeft: (seconds: number) => string;
  minutesLeft: (minutes: number) => string;
};

/** The words for the time left, declared as part of TimerBar's texts. */
export const remainingTexts = {
  timeIsUp: 'Time is up',
  secondsLeft: icu(
    '{seconds, plural, one {# second left} other {# seconds left}}',
    (seconds: number) => ({ seconds }),
  ),
  minutesLeft: icu(
    '{minutes, plural, one {# minute left} other {# minutes left}}',
    (minutes: number) => ({ minutes }),
  ),
};

export const defaultRemainingMessages: RemainingMessages = defineMessages(
  'timerBar',
  remainingTexts,
);

/** Words for screen readers: '3 minutes left', '1 minute left', '45 seconds left', 'Time is up'. */
export function describeRemaining(
  seconds: number,
  text: RemainingMessages = defaultRemainingMessages,
): string {
  const total = Math.max(0, Math.ceil(seconds));
  if (total === 0) return text.timeIsUp;
  if (total < 60) return text.secondsLeft(total);
  return text.minutesLeft(Math.ceil(total / 60));
}

/** Share of the time still to go, between 0 and 1. */
export function remainingFraction(seconds: number, totalSeconds: number): number {
  if (totalSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, seconds / totalSeconds));
}
