import type { ComponentPropsWithRef } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cx } from '../../internal/cx';
import * as styles from './TextLink.css';

export type TextLinkProps = ComponentPropsWithRef<'a'> & {
  /** Renders the single child (a router link) with the link's look. */
  asChild?: boolean;
};

/** An underlined inline link in the primary colour. */
export function TextLink({ asChild = false, className, ...props }: TextLinkProps) {
  const Component = asChild ? Slot : 'a';
  return <Component className={cx(styles.root, className)} {...props} />;
}
