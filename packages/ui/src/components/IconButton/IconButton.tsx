import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button, type ButtonProps } from '../Button';
import * as buttonStyles from '../Button/Button.css';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'asChild'> & {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon. It is hidden from assistive technology. */
  children: ReactNode;
};

/** A round, square-sized button holding only an icon. */
export function IconButton({
  label,
  children,
  className,
  variant = 'ghost',
  ...props
}: IconButtonProps) {
  return (
    <Button
      aria-label={label}
      variant={variant}
      className={cx(buttonStyles.iconOnly, className)}
      {...props}
    >
      <span className={buttonStyles.icon} aria-hidden="true">
        {children}
      </span>
    </Button>
  );
}
