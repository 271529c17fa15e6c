import { arc } from 'd3-shape';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { HeadingLevel } from '../Heading';
import { dialEndAngle, dialFraction } from './dialGeometry';
import * as styles from './CockpitDial.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export type CockpitDialProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  value: number;
  /** What counts as full; the dial turns green when the value reaches it. */
  target: number;
  label: string;
  /** The value's unit, e.g. 'tasks/week'. */
  unit: string;
  /** A line under the label, e.g. 'Average 4.5' or '2 active goals'. */
  detail?: ReactNode;
  messages?: Partial<CockpitDialMessages>;
};

/** Every text of the dial, with English defaults. */
export type CockpitDialMessages = {
  /** The target line under the value. */
  target: (target: string) => string;
  /** What a screen reader hears for the meter. */
  value: (value: string, unit: string, target: string) => string;
};

export const defaultCockpitDialMessages: CockpitDialMessages = defineMessages('cockpitDial', {
  target: icu('Target {target}', (target: string) => ({ target })),
  value: icu('{value} {unit} of {target}', (value: string, unit: string, target: string) => ({
    value,
    unit,
    target,
  })),
});

// The gauge is drawn in a 200 × 110 box: a semicircle of radius 90 around (100, 100).
const outerRadius = 90;
const innerRadius = 64;
const drawArc = arc<{ endAngle: number }>()
  .innerRadius(innerRadius)
  .outerRadius(outerRadius)
  .startAngle(-Math.PI / 2)
  .endAngle((d) => d.endAngle)
  .cornerRadius(6);

function formatNumber(n: number) {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** A semicircle gauge of a value against its target, read by screen readers as a meter. */
export function CockpitDial({
  value,
  target,
  label,
  unit,
  detail,
  messages,
  className,
  ...props
}: CockpitDialProps) {
  const text = useUiMessages('cockpitDial', defaultCockpitDialMessages, messages);
  const labelId = useId();
  const fraction = dialFraction(value, target);
  const track = drawArc({ endAngle: Math.PI / 2 }) ?? '';
  const fill = fraction > 0 ? (drawArc({ endAngle: dialEndAngle(fraction) }) ?? '') : '';
  return (
    <div
      role="meter"
      aria-labelledby={labelId}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={target}
      aria-valuetext={text.value(formatNumber(value), unit, formatNumber(target))}
      data-state={value >= target && target > 0 ? 'reached' : 'below'}
      className={cx(styles.dial, className)}
      {...props}
    >
      <svg viewBox="0 0 200 110" className={styles.gauge} aria-hidden="true" focusable="false">
        <g transform="translate(100 100)">
          <path d={track} className={styles.track} />
          {fill ? <path d={fill} className={styles.fill} /> : null}
        </g>
      </svg>
      <p className={styles.value}>
        {formatNumber(value)} <span className={styles.unit}>{unit}</span>
      </p>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.detail}>{text.target(formatNumber(target))}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </div>
  );
}

/** A rate against its target, e.g. tasks this week against 20 a week. */
export type Velocity = { current: number; average: number; target: number };

/** Every text of the cockpit, with English defaults (each dial's target line is CockpitDial's). */
export type CockpitMessages = {
  title: string;
  taskVelocity: string;
  taskUnit: string;
  goalVelocity: string;
  goalUnit: string;
  goalProgress: string;
  progressUnit: string;
  average: (n: string) => string;
  active: (n: number) => string;
};

export const defaultCockpitMessages: CockpitMessages = defineMessages('cockpit', {
  title: 'Performance Cockpit',
  taskVelocity: 'Task Velocity',
  taskUnit: 'tasks/week',
  goalVelocity: 'Goal Velocity',
  goalUnit: 'goals/month',
  goalProgress: 'Goal Progress',
  progressUnit: 'goals done',
  average: icu('Average {n}', (n: string) => ({ n })),
  active: icu('{n, plural, one {# active goal} other {# active goals}}', (n: number) => ({ n })),
});

export type CockpitProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  /** Tasks finished this week. */
  taskVelocity: Velocity;
  /** Goals closed this month. */
  goalVelocity: Velocity;
  /** Goals done out of all goals, and how many are in progress. */
  goalProgress: { done: number; total: number; active: number };
  /** The level of the cockpit's heading, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Replaces any of the cockpit's texts. */
  messages?: Partial<CockpitMessages>;
};

/** The profile's Performance Cockpit: task velocity, goal velocity and goal progress. */
export function Cockpit({
  taskVelocity,
  goalVelocity,
  goalProgress,
  headingLevel = 3,
  messages,
  className,
  ...props
}: CockpitProps) {
  const headingId = useId();
  const text = useUiMessages('cockpit', defaultCockpitMessages, messages);
  const Title = headingTag(headingLevel);
  return (
    <section aria-labelledby={headingId} className={cx(styles.cockpit, className)} {...props}>
      <Title id={headingId} className={styles.cockpitTitle}>
        {text.title}
      </Title>
      <div className={styles.dials}>
        <CockpitDial
          label={text.taskVelocity}
          value={taskVelocity.current}
          target={taskVelocity.target}
          unit={text.taskUnit}
          detail={text.average(formatNumber(taskVelocity.average))}
        />
        <CockpitDial
          label={text.goalVelocity}
          value={goalVelocity.current}
          target={goalVelocity.target}
          unit={text.goalUnit}
          detail={text.average(formatNumber(goalVelocity.average))}
        />
        <CockpitDial
          label={text.goalProgress}
          value={goalProgress.done}
          target={goalProgress.total}
          unit={text.progressUnit}
          detail={text.active(goalProgress.active)}
        />
      </div>
    </section>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    cockpit: CockpitMessages;
    cockpitDial: CockpitDialMessages;
  }
}
