import { arc } from 'd3-shape';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { InfoIcon } from '../../internal/icons';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Slider } from '../Slider';
import { Tooltip } from '../Tooltip';
import {
  describeRemaining,
  formatClock,
  remainingFraction,
  timerMaxMinutes,
  timerMinMinutes,
} from './timerFormat';
import * as styles from './TimerBar.css';

export const timerStates = ['idle', 'running', 'finished'] as const;
export type TimerState = (typeof timerStates)[number];

export type TimerBarProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The chosen length, 1 to 25 minutes. */
  minutes: number;
  onMinutesChange: (minutes: number) => void;
  /** Time still to go; the app's timer machine counts it down. */
  remainingSeconds: number;
  state: TimerState;
  onStart: () => void;
  onReset: () => void;
};

const discRadius = 46;
const drawWedge = arc<{ endAngle: number }>()
  .innerRadius(0)
  .outerRadius(discRadius)
  .startAngle(0)
  .endAngle((d) => d.endAngle);

const statusText: Record<TimerState, string> = {
  idle: 'Ready',
  running: 'Running',
  finished: "Time's up!",
};

/**
 * The focus timer: pick 1–25 minutes, start and reset. The time left shows as big numbers and
 * as a disc that shrinks, so a child who cannot read numbers yet still sees how much is left.
 */
export function TimerBar({
  minutes,
  onMinutesChange,
  remainingSeconds,
  state,
  onStart,
  onReset,
  className,
  ...props
}: TimerBarProps) {
  const fraction = remainingFraction(remainingSeconds, minutes * 60);
  const wedge =
    fraction >= 1
      ? null
      : fraction > 0
        ? (drawWedge({ endAngle: 2 * Math.PI * fraction }) ?? '')
        : '';

  return (
    <section
      aria-label="Timer"
      data-state={state}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.face}>
        <svg
          viewBox="-50 -50 100 100"
          className={styles.disc}
          role="img"
          aria-label={describeRemaining(remainingSeconds)}
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
            aria-label={`Time left ${formatClock(remainingSeconds)}`}
          >
            {formatClock(remainingSeconds)}
          </p>
          <p className={styles.status} aria-live="polite">
            {statusText[state]}
          </p>
        </div>
      </div>
      <div className={styles.settings}>
        <div className={styles.sliderRow}>
          <div className={styles.slider}>
            <Slider
              label="Timer length"
              min={timerMinMinutes}
              max={timerMaxMinutes}
              step={1}
              value={minutes}
              onValueChange={onMinutesChange}
              formatValue={(value) => `${value} min`}
              hint="Maximum timer is 25 minutes."
            />
          </div>
          <Tooltip content="Start with 5 min for young kids, max 25 min">
            <IconButton label="Timer tip">
              <InfoIcon />
            </IconButton>
          </Tooltip>
        </div>
        <div className={styles.buttons}>
          <Button onClick={onStart} disabled={state === 'running'}>
            Start
          </Button>
          <Button variant="secondary" onClick={onReset}>
            Reset
          </Button>
        </div>
      </div>
    </section>
  );
}
