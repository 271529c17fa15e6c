import { curveLinearClosed, lineRadial } from 'd3-shape';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { useId, type ComponentPropsWithRef } from 'react';
import { categoryInk } from '../../internal/categoryColor';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { visuallyHidden } from '../../internal/shared.css';
import type { HeadingLevel } from '../Heading';
import { Skeleton } from '../Skeleton';
import {
  defaultRadarChartMessages,
  formatPercentage,
  isRadarEmpty,
  radarAxes,
  radarRanges,
  type RadarAxis,
  type RadarChartMessages,
  type RadarRange,
  type RadarSlice,
} from './radarData';
import * as styles from './RadarChart.css';

export type RadarChartProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  /** One slice per category of the current theme. */
  slices: readonly RadarSlice[];
  /** Tasks without a category; drawn as an axis only when its count is above 0. */
  uncategorized?: RadarSlice | null;
  /** The time range shown: 'recent' (Last 30 days) or 'all'. */
  value: RadarRange;
  onValueChange: (value: RadarRange) => void;
  loading?: boolean;
  /** The level of the chart's heading, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Replaces any of the chart's texts (title, empty state, range names…). */
  messages?: Partial<RadarChartMessages>;
};

// Drawn around (0, 0) with a radius of 100 user units. The labels are HTML laid over the
// drawing, not SVG text: they keep the page's font size at any width and wrap (long German
// words break, with hyphens where the language allows) inside the room left beside the radar,
// so no label is ever cut off.
const radius = 100;
const rings = [0.25, 0.5, 0.75, 1];
/** The radar's share of the plot's width; the rest is room for the labels either side. */
const STAGE = 0.56;
/** Where a label sits from the centre, in stage widths (the radar's radius is 0.5). */
const LABEL_REACH = 0.58;

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

type Anchor = 'start' | 'middle' | 'end';

function anchorFor(angle: number): Anchor {
  const x = Math.sin(angle);
  if (x > 0.2) return 'start';
  if (x < -0.2) return 'end';
  return 'middle';
}

/**
 * Where an axis's label goes on the stage (the radar's square), in percent of its width, and how
 * wide it may grow before it wraps: up to the plot's edge on its side.
 */
export function labelPlacement(angle: number) {
  const anchor = anchorFor(angle);
  const x = 0.5 + Math.sin(angle) * LABEL_REACH;
  const y = 0.5 - Math.cos(angle) * LABEL_REACH;
  const margin = (1 / STAGE - 1) / 2;
  const room =
    anchor === 'start'
      ? 1 + margin - x
      : anchor === 'end'
        ? x + margin
        : 2 * Math.min(x + margin, 1 + margin - x);
  const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return {
    anchor,
    // The top label grows upwards, the bottom one downwards, the others about their middle.
    vertical: anchor !== 'middle' ? 'middle' : Math.cos(angle) > 0 ? 'above' : 'below',
    left: percent(x),
    top: percent(y),
    maxWidth: percent(room),
  } as const;
}

/** The profile's 'Attributes' chart: tasks per category as a radar, with a table twin. */
export function RadarChart({
  slices,
  uncategorized,
  value,
  onValueChange,
  loading = false,
  headingLevel = 3,
  messages,
  className,
  ...props
}: RadarChartProps) {
  const Title = headingTag(headingLevel);
  const headingId = useId();
  const text = useUiMessages('radarChart', defaultRadarChartMessages, messages);
  const title = text.title;
  const axes = radarAxes(slices, uncategorized);
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
        <Title id={headingId} className={styles.title}>
          {title}
        </Title>
        <div role="group" aria-label={text.rangeGroup} className={styles.toggle}>
          {radarRanges.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={value === range}
              className={styles.toggleButton}
              onClick={() => onValueChange(range)}
            >
              {text.ranges[range]}
            </button>
          ))}
        </div>
      </div>

      {loading ? (
        <Skeleton shape="circle" width="16rem" height="16rem" style={{ alignSelf: 'center' }} />
      ) : empty ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : (
        <>
          <div className={styles.plot}>
            <div className={styles.stage}>
              <svg
                viewBox="-105 -105 210 210"
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
              </svg>
              {axes.map((axis) => {
                const place = labelPlacement(axis.angle);
                return (
                  <span
                    key={axis.key}
                    aria-hidden="true"
                    data-anchor={place.anchor}
                    data-vertical={place.vertical}
                    className={styles.label}
                    style={{ left: place.left, top: place.top, maxWidth: place.maxWidth }}
                  >
                    <span className={styles.axisName}>{axis.name}</span>
                    <span className={styles.axisValue}>
                      {axis.count} · {formatPercentage(axis.percentage)}
                    </span>
                  </span>
                );
              })}
            </div>
          </div>
          <table className={visuallyHidden}>
            <caption>{text.caption(title, text.ranges[value])}</caption>
            <thead>
              <tr>
                <th scope="col">{text.columns.category}</th>
                <th scope="col">{text.columns.tasks}</th>
                <th scope="col">{text.columns.share}</th>
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
