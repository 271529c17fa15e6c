import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './SideNav.css';
import { defineMessages } from '../../messages/defineMessages';

export type SideNavItem = {
  href: string;
  label: string;
  /** Marks the page being shown (aria-current="page"). */
  active?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
};

/** What `renderLink` receives: spread it on the app's router link. */
export type SideNavLinkProps = {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
};

/** The navigation's name when no aria-label is given, with an English default. */
export type SideNavMessages = { label: string };

export const defaultSideNavMessages: SideNavMessages = defineMessages('sideNav', {
  label: 'Main',
});

export type SideNavProps = Omit<ComponentPropsWithRef<'nav'>, 'children'> & {
  items: SideNavItem[];
  /** Renders one link; the app passes its router's Link here. Defaults to a plain <a>. */
  renderLink?: (props: SideNavLinkProps) => ReactNode;
  /** Extra content below the links (an account card on mobile, say). */
  children?: ReactNode;
  messages?: Partial<SideNavMessages>;
};

const defaultLink = ({ children, ...props }: SideNavLinkProps) => <a {...props}>{children}</a>;

/** The side navigation: Home, Users, Settings, with the current page marked. */
export function SideNav({
  items,
  renderLink = defaultLink,
  'aria-label': ariaLabel,
  className,
  children,
  messages,
  ...props
}: SideNavProps) {
  const text = useUiMessages('sideNav', defaultSideNavMessages, messages);
  return (
    <nav aria-label={ariaLabel ?? text.label} className={cx(styles.root, className)} {...props}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              className: styles.link,
              'aria-current': item.active ? 'page' : undefined,
              children: (
                <>
                  {item.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  {item.label}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    sideNav: SideNavMessages;
  }
}
