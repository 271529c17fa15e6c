import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import type { HeadingLevel } from '../Heading';
import * as styles from './EmptyState.css';

export type EmptyStateProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** What to do about it: usually a Button. */
  action?: ReactNode;
  /** A picture or emoji; decorative. */
  icon?: ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: HeadingLevel;
};

/** Says there is nothing here yet and, if there is one, what to do about it. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Title = headingTag(headingLevel);
  return (
    <div className={cx(styles.root, className)} {...props}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
