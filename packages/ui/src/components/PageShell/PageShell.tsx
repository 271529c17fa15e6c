import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './PageShell.css';

export const pageWidths = ['narrow', 'medium', 'wide', 'full'] as const;
export type PageWidth = (typeof pageWidths)[number];

export type PageShellProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLElement>;
  children: ReactNode;
  /** How wide the content may grow: narrow 40rem, medium 56rem, wide 72rem (default), full. */
  maxWidth?: PageWidth;
  /** `main` when the page has no other main landmark. */
  as?: 'div' | 'main' | 'section';
};

/** The padded, centred column a page's content sits in. */
export function PageShell({
  maxWidth = 'wide',
  as: Element = 'div',
  className,
  ref,
  ...props
}: PageShellProps) {
  return (
    <Element
      ref={ref as Ref<never>}
      className={cx(styles.root, styles.maxWidth[maxWidth], className)}
      {...props}
    />
  );
}
