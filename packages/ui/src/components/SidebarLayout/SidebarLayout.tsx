import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './SidebarLayout.css';
import { defineMessages } from '../../messages/defineMessages';

/** The aside's name when none is given, with an English default. */
export type SidebarLayoutMessages = { asideLabel: string };

export const defaultSidebarLayoutMessages: SidebarLayoutMessages = defineMessages('sidebarLayout', {
  asideLabel: 'More',
});

export type SidebarLayoutProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  children: ReactNode;
  /** Beside the main part when the layout is wide (56rem or more), below it when narrower. */
  aside: ReactNode;
  /** The aside landmark's name; 'More' by default. */
  asideLabel?: string;
  messages?: Partial<SidebarLayoutMessages>;
};

/** A main column with a complementary side column (a promo, related links). */
export function SidebarLayout({
  children,
  aside,
  asideLabel,
  messages,
  className,
  ...props
}: SidebarLayoutProps) {
  const text = useUiMessages('sidebarLayout', defaultSidebarLayoutMessages, messages);
  return (
    <div className={cx(styles.root, className)} {...props}>
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.aside} aria-label={asideLabel ?? text.asideLabel}>
          {aside}
        </aside>
      </div>
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    sidebarLayout: SidebarLayoutMessages;
  }
}
