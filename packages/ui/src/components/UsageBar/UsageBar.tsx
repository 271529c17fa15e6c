import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './UsageBar.css';
import { formatPercent, usageLevel } from './usageLevel';
import { defineMessages } from '../../messages/defineMessages';

/** What the bar is called when no label is given, with an English default. */
export type UsageBarMessages = { label: string };

export const defaultUsageBarMessages: UsageBarMessages = defineMessages('usageBar', {
  label: 'Usage',
});

export type UsageBarProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** How much is used, 0–100 (values past 100 show a full bar and the real number). */
  percent: number;
  /** What is being used ("AI budget this month"); 'Usage' by default. */
  label?: string;
  messages?: Partial<UsageBarMessages>;
};

/** A meter of how much of an allowance is used, turning yellow then red as it fills. */
export function UsageBar({ percent, label, messages, className, ...props }: UsageBarProps) {
  const words = useUiMessages('usageBar', defaultUsageBarMessages, messages);
  const labelId = useId();
  const level = usageLevel(percent);
  const text = formatPercent(percent);
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div data-level={level} className={cx(styles.root, className)} {...props}>
      <div className={styles.header}>
        <span id={labelId}>{label ?? words.label}</span>
        <span className={styles.value}>{text}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={cx(styles.fill, styles.level[level])} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    usageBar: UsageBarMessages;
  }
}
