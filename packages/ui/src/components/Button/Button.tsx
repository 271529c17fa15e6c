import type { ComponentPropsWithRef } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner';
import { buttonVariants, type ButtonTone } from './Button.props';
import * as styles from './Button.css';

// A tone alone adds no class: a variant in the danger tone is one of `dangerVariant`.
const tones: Record<ButtonTone, string> = { neutral: '', danger: '' };

export const buttonStyle = cva(styles.base, {
  variants: { variant: styles.variant, tone: tones, size: styles.size },
  compoundVariants: buttonVariants.map((variant) => ({
    variant,
    tone: 'danger' as const,
    className: styles.dangerVariant[variant],
  })),
  defaultVariants: { variant: 'primary', tone: 'neutral', size: 'md' },
});

export type ButtonProps = ComponentPropsWithRef<'button'> &
  VariantProps<typeof buttonStyle> & {
    /** The action runs: shows a spinner, sets aria-busy and disables the button until it is done. */
    pending?: boolean;
    /** Renders the single child (a router link, say) with the button's look and behaviour. */
    asChild?: boolean;
  };

export function Button({
  variant,
  tone,
  size,
  pending = false,
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
      disabled={asChild ? undefined : disabled || pending}
      aria-busy={pending || undefined}
      data-variant={variant ?? 'primary'}
      data-tone={tone ?? 'neutral'}
      className={cx(buttonStyle({ variant, tone, size }), className)}
      {...props}
    >
      {pending ? <Spinner label="" /> : null}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
