import type { ComponentPropsWithRef } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cx } from '../../internal/cx';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export type CardProps = ComponentPropsWithRef<'div'> & {
  padding?: CardPadding;
  /** Renders the single child (an article, a list item) with the card's look. */
  asChild?: boolean;
};

/** A raised, rounded surface that groups related content. */
export function Card({ padding = 'md', asChild = false, className, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return <Component className={cx(styles.root, styles.padding[padding], className)} {...props} />;
}
