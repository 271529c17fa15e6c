import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './AppBar.css';

export type AppBarProps = Omit<ComponentPropsWithRef<'header'>, 'children'> & {
  /** The product's name or logo, usually a link home supplied by the app's router. */
  brand: ReactNode;
  /** Links in the middle (Features, Install app, ...). */
  children?: ReactNode;
  /** The end of the bar: Login, or the account menu and Logout. */
  actions?: ReactNode;
};

/** The top bar: brand first, links, then the account actions at the end. */
export function AppBar({ brand, children, actions, className, ...props }: AppBarProps) {
  return (
    <header className={cx(styles.root, className)} {...props}>
      <div className={styles.brand}>{brand}</div>
      {children ? <div className={styles.content}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
