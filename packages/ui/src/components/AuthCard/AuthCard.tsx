import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Heading } from '../Heading';
import * as styles from './AuthCard.css';

export type AuthCardProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** The screen's title, rendered as its h1. */
  title: string;
  /** A logo or picture above the title. */
  logo?: ReactNode;
  children: ReactNode;
  /** Links under the form ("Already have an account? Log in"). */
  footer?: ReactNode;
};

/** The centred card that holds each sign-in, sign-up and password screen. */
export function AuthCard({ title, logo, children, footer, className, ...props }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section aria-labelledby={titleId} className={cx(styles.card, className)} {...props}>
        <header className={styles.header}>
          {logo}
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
        </header>
        {children}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </section>
    </div>
  );
}
