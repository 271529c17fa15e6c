import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import type { ThemeTokens } from '../../theme/tokens';
import * as styles from './Stack.css';

export type SpaceToken = keyof ThemeTokens['space'];
export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;

type StackElement =
  | 'div'
  | 'main'
  | 'section'
  | 'article'
  | 'ul'
  | 'ol'
  | 'li'
  | 'nav'
  | 'header'
  | 'footer'
  | 'form';

export type StackProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLElement>;
  /** Space between children, a theme space token. */
  gap?: SpaceToken;
  direction?: 'row' | 'column';
  align?: (typeof stackAligns)[number];
  justify?: (typeof stackJustifies)[number];
  wrap?: boolean;
  /** Inside a row: takes the row's remaining width (a page's main column beside its menu). */
  grow?: boolean;
  as?: StackElement;
};

/** Lays children out in a row or column with a token gap between them. */
export function Stack({
  gap = 'md',
  direction = 'column',
  align,
  justify,
  wrap = false,
  grow = false,
  as: Element = 'div',
  className,
  ref,
  ...props
}: StackProps) {
  return (
    <Element
      // The union of intrinsic elements makes the ref type too wide for TypeScript to follow.
      ref={ref as Ref<never>}
      className={cx(
        styles.root,
        styles.direction[direction],
        styles.gap[gap],
        align && styles.align[align],
        justify && styles.justify[justify],
        wrap && styles.wrap,
        grow && styles.grow,
        (Element === 'ul' || Element === 'ol') && styles.list,
        className,
      )}
      {...props}
    />
  );
}
