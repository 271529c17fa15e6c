import { curveLinearClosed, lineRadial } from 'd3-shape';
import { useId, type ComponentPropsWithRef } from 'react';
import { categoryInk } from '../../internal/categoryColor';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';
import { Skeleton } from '../Skeleton';
import {
  formatPercentage,
  isRadarEmpty,
  radarAxes,
  radarRangeLabels,
  radarRanges,
  type CategorySlice,
  type RadarAxis,
  type RadarRange,
} from './radarData';
import * as styles from './RadarChart.css';

export type RadarChartProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  /** One slice per category of the current theme. */
  distribution: readonly CategorySlice[];
  /** Tasks without a category; drawn as an axis only when its count is above 0. */
  uncategorized?: CategorySlice | null;
  /** The time range shown: 'recent' (Last 30 days) or 'all'. */
  value: RadarRange;
  onValueChange: (value: RadarRange) => void;
  title?: string;
  loading?: boolean;
};

// Drawn around (0, 0) with a radius of 100 user units; labels sit outside it.
const radius = 100;
const labelRadius = radius + 18;
const rings = [0.25, 0.5, 0.75, 1];

const outline = lineRadial<RadarAxis>()
  .angle((axis) => axis.angle)
  .radius((axis) => axis.reach * radius)
  .curve(curveLinearClosed);

function ringPath(axes: readonly RadarAxis[], level: number) {
  return lineRadial<RadarAxis>()
    .angle((axis) => axis.angle)
    .radius(level * radius)
    .curve(curveLinearClosed)(axes as RadarAxis[]);
}

// lineRadial measures angles clockwise from 12 o'clock; so do these.
const xAt = (angle: number, r: number) => Math.sin(angle) * r;
const yAt = (angle: number, r: number) => -Math.cos(angle) * r;

function anchorFor(angle: number) {
  const x = Math.sin(angle);
  if (x > 0.2) return 'start';
  if (x < -0.2) return 'end';
  return 'middle';
}

/** The profile's 'Attributes' chart: tasks per category as a radar, with a table twin. */
export function RadarChart({
  distribution,
  uncategorized,
  value,
  onValueChange,
  title = 'Attributes',
  loading = false,
  className,
  ...props
}: RadarChartProps) {
  const headingId = useId();
  const axes = radarAxes(distribution, uncategorized);
  const empty = isRadarEmpty(axes);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        <div role="group" aria-label="Time range" className={styles.toggle}>
          {radarRanges.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={value === range}
              className={styles.toggleButton}
              onClick={() => onValueChange(range)}
            >
              {radarRangeLabels[range]}
            </button>
          ))}
        </div>
      </div>

      {loading ? (
        <Skeleton shape="circle" width="16rem" height="16rem" style={{ alignSelf: 'center' }} />
      ) : empty ? (
        <p className={styles.empty}>No Tasks Yet</p>
      ) : (
        <>
          <svg
            viewBox="-190 -150 380 300"
            className={styles.chart}
            aria-hidden="true"
            focusable="false"
          >
            {rings.map((level) => (
              <path key={level} d={ringPath(axes, level) ?? ''} className={styles.grid} />
            ))}
            {axes.map((axis) => (
              <line
                key={axis.key}
                x1={0}
                y1={0}
                x2={xAt(axis.angle, radius)}
                y2={yAt(axis.angle, radius)}
                className={styles.spoke}
              />
            ))}
            <path d={outline(axes) ?? ''} className={styles.area} />
            {axes.map((axis) => (
              <circle
                key={axis.key}
                cx={xAt(axis.angle, axis.reach * radius)}
                cy={yAt(axis.angle, axis.reach * radius)}
                r={5}
                className={styles.point}
                // The category's own colour comes with the data; a colour name takes the
                // current theme's value for it.
                style={axis.color ? { fill: categoryInk(axis.color) } : undefined}
              />
            ))}
            {axes.map((axis) => {
              const x = xAt(axis.angle, labelRadius);
              const y = yAt(axis.angle, labelRadius);
              return (
                <text key={axis.key} x={x} y={y} textAnchor={anchorFor(axis.angle)}>
                  <tspan className={styles.axisName}>{axis.name}</tspan>
                  <tspan x={x} dy="1.2em" className={styles.axisValue}>
                    {axis.count} · {formatPercentage(axis.percentage)}
                  </tspan>
                </text>
              );
            })}
          </svg>
          <table className={visuallyHidden}>
            <caption>
              {title}: tasks per category, {radarRangeLabels[value]}
            </caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Tasks</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {axes.map((axis) => (
                <tr key={axis.key}>
                  <th scope="row">{axis.name}</th>
                  <td>{axis.count}</td>
                  <td>{formatPercentage(axis.percentage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
