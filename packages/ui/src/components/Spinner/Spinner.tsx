import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';
import * as styles from './Spinner.css';

export type SpinnerProps = ComponentPropsWithRef<'span'> & {
  /** What is loading, for screen readers. An empty label makes the spinner decorative. */
  label?: string;
};

/** A turning ring that announces `label` politely while something loads. */
export function Spinner({ label = 'Loading', className, ...props }: SpinnerProps) {
  const decorative = label === '';
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      <span className={styles.ring} aria-hidden="true" />
      {decorative ? null : <span className={visuallyHidden}>{label}</span>}
    </span>
  );
}
