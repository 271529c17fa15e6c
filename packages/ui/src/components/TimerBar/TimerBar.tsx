import { arc } from 'd3-shape';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { InfoIcon, PlayIcon, ResetIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Slider } from '../Slider';
import { Tooltip } from '../Tooltip';
import {
  describeRemaining,
  remainingTexts,
  formatClock,
  remainingFraction,
  timerDefaultMinutes,
  timerMaxMinutes,
  timerMinMinutes,
  type RemainingMessages,
} from './timerFormat';
import * as styles from './TimerBar.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export const timerStates = ['idle', 'running', 'finished'] as const;
export type TimerState = (typeof timerStates)[number];

/** Every text of the timer, with English defaults. */
export type TimerBarMessages = RemainingMessages & {
  /** The timer region's name. */
  label: string;
  /** What the timer is doing, said politely when it changes. */
  states: Record<TimerState, string>;
  /** The clock's name, given the time left as mm:ss. */
  clock: (time: string) => string;
  length: string;
  /** The chosen length, given in minutes. */
  minutes: (minutes: number) => string;
  lengthHint: string;
  /** The tip behind the info button, and that button's name. */
  tip: string;
  tipLabel: string;
  start: string;
  reset: string;
};

export const defaultTimerBarMessages: TimerBarMessages = defineMessages('timerBar', {
  ...remainingTexts,
  label: 'Timer',
  states: { idle: 'Ready', running: 'Running', finished: "Time's up!" },
  clock: icu('Time left {time}', (time: string) => ({ time })),
  length: 'Timer length',
  minutes: icu('{minutes} min', (minutes: number) => ({ minutes })),
  lengthHint: `Maximum timer is ${timerMaxMinutes} minutes.`,
  tip: `Start with ${timerDefaultMinutes} min for young kids, max ${timerMaxMinutes} min`,
  tipLabel: 'Timer tip',
  start: 'Start',
  reset: 'Reset',
});

/** `full` chooses the length too; `compact` is the time left with Start and Reset, for a child's board. */
export const timerBarVariants = ['full', 'compact'] as const;
export type TimerBarVariant = (typeof timerBarVariants)[number];

export type TimerBarProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The chosen length, from timerMinMinutes to timerMaxMinutes. */
  minutes: number;
  onMinutesChange: (minutes: number) => void;
  /** Time still to go; the app's timer machine counts it down. */
  remainingSeconds: number;
  state: TimerState;
  onStart: () => void;
  onReset: () => void;
  variant?: TimerBarVariant;
  messages?: Partial<TimerBarMessages>;
};

const discRadius = 46;
const drawWedge = arc<{ endAngle: number }>()
  .innerRadius(0)
  .outerRadius(discRadius)
  .startAngle(0)
  .endAngle((d) => d.endAngle);

/**
 * The focus timer: pick its length in minutes, start and reset. The time left shows as big
 * numbers and as a disc that shrinks, so a child who cannot read numbers yet still sees how much
 * is left.
 */
export function TimerBar({
  minutes,
  onMinutesChange,
  remainingSeconds,
  state,
  onStart,
  onReset,
  variant = 'full',
  messages,
  className,
  ...props
}: TimerBarProps) {
  const text = useUiMessages('timerBar', defaultTimerBarMessages, messages);
  const fraction = remainingFraction(remainingSeconds, minutes * 60);
  const wedge =
    fraction >= 1
      ? null
      : fraction > 0
        ? (drawWedge({ endAngle: 2 * Math.PI * fraction }) ?? '')
        : '';

  return (
    <section
      aria-label={text.label}
      data-state={state}
      data-variant={variant}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.face}>
        <svg
          viewBox="-50 -50 100 100"
          className={styles.disc}
          role="img"
          aria-label={describeRemaining(remainingSeconds, text)}
        >
          <circle r={discRadius} className={styles.discTrack} />
          {wedge === null ? (
            <circle r={discRadius} className={styles.discFill} />
          ) : wedge ? (
            <path d={wedge} className={styles.discFill} />
          ) : null}
        </svg>
        <div>
          <p
            className={styles.clock}
            role="timer"
            aria-label={text.clock(formatClock(remainingSeconds))}
          >
            {formatClock(remainingSeconds)}
          </p>
          <p className={styles.status} aria-live="polite">
            {text.states[state]}
          </p>
        </div>
      </div>
      <div className={styles.settings}>
        {variant === 'full' ? (
          <div className={styles.sliderRow}>
            <div className={styles.slider}>
              <Slider
                label={text.length}
                min={timerMinMinutes}
                max={timerMaxMinutes}
                step={1}
                value={minutes}
                onValueChange={onMinutesChange}
                formatValue={text.minutes}
                hint={text.lengthHint}
              />
            </div>
            <Tooltip content={text.tip}>
              <IconButton label={text.tipLabel}>
                <InfoIcon />
              </IconButton>
            </Tooltip>
          </div>
        ) : null}
        <div className={styles.buttons}>
          <Button onClick={onStart} disabled={state === 'running'}>
            <PlayIcon />
            {text.start}
          </Button>
          <Button variant="secondary" onClick={onReset}>
            <ResetIcon />
            {text.reset}
          </Button>
        </div>
      </div>
    </section>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    timerBar: TimerBarMessages;
  }
}
