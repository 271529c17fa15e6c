import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = ComponentPropsWithRef<'span'> & {
  shape?: SkeletonShape;
  /** Any CSS length, to match the content that will replace the placeholder. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

/**
 * A pulsing placeholder for content that is loading. It is hidden from screen readers: pair it
 * with a Spinner or text that says what is loading.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={cx(styles.root, styles.shape[shape], className)}
      style={{ width, height, ...style }}
      {...props}
    />
  );
}
