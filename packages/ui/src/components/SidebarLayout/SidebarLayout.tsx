import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './SidebarLayout.css';

export type SidebarLayoutProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  children: ReactNode;
  /** Beside the main part on wide screens, below it on narrow ones. */
  aside: ReactNode;
  /** The aside landmark's name. */
  asideLabel?: string;
};

/** A main column with a complementary side column (a promo, related links). */
export function SidebarLayout({
  children,
  aside,
  asideLabel = 'More',
  className,
  ...props
}: SidebarLayoutProps) {
  return (
    <div className={cx(styles.root, className)} {...props}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside} aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}
