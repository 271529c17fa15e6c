import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Chip.css';
import { type ChipTone, priorityTone } from './priorityTone';

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

export type ChipProps = ComponentPropsWithRef<'span'> & {
  /** A task priority; picks the colour and, without children, the words. */
  priority?: 'HIGH' | 'MEDIUM' | 'LOW' | (string & {});
  /** The colour when there is no priority. */
  tone?: ChipTone;
  children?: ReactNode;
};

/** A small rounded label: a task's priority, a role, a status. */
export function Chip({ priority, tone, children, className, ...props }: ChipProps) {
  const resolved: ChipTone = priority ? priorityTone(priority) : (tone ?? 'neutral');
  return (
    <span
      data-tone={resolved}
      data-priority={priority?.toUpperCase()}
      className={cx(styles.root, styles.tone[resolved], className)}
      {...props}
    >
      {children ?? (priority ? capitalise(priority) : null)}
    </span>
  );
}
