import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './ProfileColumns.css';

export type ProfileColumnsProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The wider column: the charts and the goals achieved. */
  main: ReactNode;
  /** Beside it from 1024 px, under it below: badges and the streak. */
  side: ReactNode;
};

/**
 * The profile's two columns. From 1024 px wide (the spec's desktop breakpoint for the profile)
 * they stand side by side; narrower, the side column follows the main one.
 */
export function ProfileColumns({ main, side, className, ...props }: ProfileColumnsProps) {
  return (
    <div className={cx(styles.root, className)} {...props}>
      <div className={styles.column}>{main}</div>
      <div className={styles.column}>{side}</div>
    </div>
  );
}
