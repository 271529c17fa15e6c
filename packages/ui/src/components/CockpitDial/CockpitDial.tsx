import { arc } from 'd3-shape';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { dialEndAngle, dialFraction } from './dialGeometry';
import * as styles from './CockpitDial.css';

export type CockpitDialProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  value: number;
  /** What counts as full; the dial turns green when the value reaches it. */
  target: number;
  label: string;
  /** The value's unit, e.g. 'tasks/week'. */
  unit: string;
  /** A line under the label, e.g. 'Average 4.5' or '2 active goals'. */
  detail?: ReactNode;
};

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
  className,
  ...props
}: CockpitDialProps) {
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
      aria-valuetext={`${formatNumber(value)} ${unit} of ${formatNumber(target)}`}
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
      <p className={styles.detail}>Target {formatNumber(target)}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </div>
  );
}

export type PerformanceMetrics = {
  tasksPerWeek: { current: number; average: number; target: number };
  goalsPerMonth: { current: number; average: number; target: number };
  overallProgress: { completed: number; total: number; activeGoals: number };
};

export type CockpitProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  metrics: PerformanceMetrics;
  title?: string;
};

/** The profile's Performance Cockpit: task velocity, goal velocity and goal progress. */
export function Cockpit({
  metrics,
  title = 'Performance Cockpit',
  className,
  ...props
}: CockpitProps) {
  const headingId = useId();
  const { tasksPerWeek, goalsPerMonth, overallProgress } = metrics;
  return (
    <section aria-labelledby={headingId} className={cx(styles.cockpit, className)} {...props}>
      <h3 id={headingId} className={styles.cockpitTitle}>
        {title}
      </h3>
      <div className={styles.dials}>
        <CockpitDial
          label="Task Velocity"
          value={tasksPerWeek.current}
          target={tasksPerWeek.target}
          unit="tasks/week"
          detail={`Average ${formatNumber(tasksPerWeek.average)}`}
        />
        <CockpitDial
          label="Goal Velocity"
          value={goalsPerMonth.current}
          target={goalsPerMonth.target}
          unit="goals/month"
          detail={`Average ${formatNumber(goalsPerMonth.average)}`}
        />
        <CockpitDial
          label="Goal Progress"
          value={overallProgress.completed}
          target={overallProgress.total}
          unit="goals done"
          detail={`${overallProgress.activeGoals} active ${overallProgress.activeGoals === 1 ? 'goal' : 'goals'}`}
        />
      </div>
    </section>
  );
}
