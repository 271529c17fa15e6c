import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';

export type LiveRegionProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What screen readers say next, politely (after what they are reading). Empty says nothing. */
  message: string;
};

/**
 * A polite announcement only screen readers hear, e.g. "Brush teeth moved to Done". One per
 * screen: the page owns it and changes its message, rather than each card announcing itself.
 */
export function LiveRegion({ message, className, ...props }: LiveRegionProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cx(visuallyHidden, className)}
      {...props}
    >
      {message}
    </div>
  );
}
