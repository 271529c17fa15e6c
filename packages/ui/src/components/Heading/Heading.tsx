import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export type HeadingProps = ComponentPropsWithRef<'h1'> & {
  level: HeadingLevel;
  children: ReactNode;
};

/** A section title: `level` picks both the element (h1–h4) and its size. */
export function Heading({ level, className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element className={cx(styles.root, styles.level[level], className)} {...props} />;
}
