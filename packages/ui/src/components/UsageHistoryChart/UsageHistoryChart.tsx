import { useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Button } from '../Button';
import * as Table from '../Table/Table';
import { formatPercent, usageLevel } from '../UsageBar/usageLevel';
import { barHeight, dayPercent, totalUsed, type UsageDay } from './usageHistory';
import * as styles from './UsageHistoryChart.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export const usageHistoryViews = ['chart', 'table'] as const;
export type UsageHistoryView = (typeof usageHistoryViews)[number];

export type UsageHistoryChartMessages = {
  title: string;
  showTable: string;
  showChart: string;
  dayHeader: string;
  usedHeader: string;
  percentHeader: string;
  /** What the chart says to a screen reader, and under it: the days and the total. */
  summary: (total: string, dayCount: number) => string;
  empty: string;
};

export const defaultUsageHistoryChartMessages: UsageHistoryChartMessages = defineMessages(
  'usageHistoryChart',
  {
    title: 'Helper use, last 7 days',
    showTable: 'Show as a table',
    showChart: 'Show as a chart',
    dayHeader: 'Day',
    usedHeader: 'Tokens used',
    percentHeader: 'Of the daily allowance',
    summary: icu(
      '{total} tokens used over {dayCount} days.',
      (total: string, dayCount: number) => ({
        total,
        dayCount,
      }),
    ),
    empty: 'No days to show yet.',
  },
);

export type UsageHistoryChartProps = Omit<ComponentPropsWithRef<'figure'>, 'children'> & {
  days: readonly UsageDay[];
  view?: UsageHistoryView;
  defaultView?: UsageHistoryView;
  onViewChange?: (view: UsageHistoryView) => void;
  /** Formats token counts (the app passes its locale's). */
  formatNumber?: (value: number) => string;
  messages?: Partial<UsageHistoryChartMessages>;
};

/** Chart units: each day gets a slot; bars leave room under them for the day's label. */
const SLOT = 48;
const BAR = 28;
const PLOT = 120;
const LABEL_SPACE = 36;

/**
 * A day-by-day bar chart of an allowance's use, each bar the share of that day's allowance
 * (yellow above 75 %, red above 90 %, one decimal), with the same numbers as a table a button away.
 */
export function UsageHistoryChart({
  days,
  view,
  defaultView = 'chart',
  onViewChange,
  formatNumber = (value) => value.toLocaleString(),
  messages,
  className,
  ...props
}: UsageHistoryChartProps) {
  const text = useUiMessages('usageHistoryChart', defaultUsageHistoryChartMessages, messages);
  const [ownView, setOwnView] = useState(defaultView);
  const shown = view ?? ownView;
  const summary = text.summary(formatNumber(totalUsed(days)), days.length);
  const toggle = () => {
    const next = shown === 'chart' ? 'table' : 'chart';
    setOwnView(next);
    onViewChange?.(next);
  };

  return (
    <figure data-view={shown} className={cx(styles.root, className)} {...props}>
      <div className={styles.header}>
        <figcaption className={styles.title}>{text.title}</figcaption>
        {days.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={toggle}>
            {shown === 'chart' ? text.showTable : text.showChart}
          </Button>
        ) : null}
      </div>
      {days.length === 0 ? (
        <p className={styles.summary}>{text.empty}</p>
      ) : shown === 'chart' ? (
        <svg
          role="img"
          aria-label={`${text.title}. ${summary}`}
          viewBox={`0 0 ${days.length * SLOT} ${PLOT + LABEL_SPACE}`}
          className={styles.chart}
        >
          <line x1={0} x2={days.length * SLOT} y1={PLOT} y2={PLOT} className={styles.axis} />
          {days.map((day, index) => {
            const height = barHeight(day, PLOT);
            const x = index * SLOT + (SLOT - BAR) / 2;
            const percent = dayPercent(day);
            return (
              <g key={day.day} data-level={usageLevel(percent)}>
                <rect
                  x={x}
                  y={PLOT - height}
                  width={BAR}
                  height={height}
                  rx={4}
                  className={cx(styles.bar, styles.level[usageLevel(percent)])}
                />
                <text x={x + BAR / 2} y={PLOT + 15} className={styles.dayLabel}>
                  {day.label}
                </text>
                <text x={x + BAR / 2} y={PLOT + 30} className={styles.valueLabel}>
                  {formatPercent(percent)}
                </text>
              </g>
            );
          })}
        </svg>
      ) : (
        <Table.Root density="compact" variant="zebra">
          <Table.Caption visuallyHidden>{text.title}</Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>{text.dayHeader}</Table.HeaderCell>
              <Table.HeaderCell>{text.usedHeader}</Table.HeaderCell>
              <Table.HeaderCell>{text.percentHeader}</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {days.map((day) => (
              <Table.Row key={day.day} data-level={usageLevel(dayPercent(day))}>
                <Table.HeaderCell scope="row">{day.label}</Table.HeaderCell>
                <Table.Cell>{formatNumber(day.used)}</Table.Cell>
                <Table.Cell>{formatPercent(dayPercent(day))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {days.length > 0 ? (
        <p className={styles.summary} aria-hidden={shown === 'chart'}>
          {summary}
        </p>
      ) : null}
    </figure>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    usageHistoryChart: UsageHistoryChartMessages;
  }
}
