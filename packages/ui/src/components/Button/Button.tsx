import type { ComponentPropsWithRef } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonStyle = cva(styles.base, {
  variants: { variant: styles.variant, size: styles.size },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonProps = ComponentPropsWithRef<'button'> &
  VariantProps<typeof buttonStyle> & {
    /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
    loading?: boolean;
    /** Renders the single child (a router link, say) with the button's look and behaviour. */
    asChild?: boolean;
  };

export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant ?? 'primary'}
      className={cx(buttonStyle({ variant, size }), className)}
      {...props}
    >
      {loading ? <Spinner label="" /> : null}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
