import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Text.css';

export const textTones = ['neutral', 'muted', 'danger', 'success'] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;

export type TextProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLElement>;
  tone?: (typeof textTones)[number];
  size?: (typeof textSizes)[number];
  weight?: (typeof textWeights)[number];
  as?: 'p' | 'span' | 'div';
};

/** Body text in a theme tone and size. */
export function Text({
  tone = 'neutral',
  size = 'md',
  weight,
  as: Element = 'p',
  className,
  ref,
  ...props
}: TextProps) {
  return (
    <Element
      ref={ref as Ref<never>}
      className={cx(
        styles.root,
        styles.tone[tone],
        styles.size[size],
        weight && styles.weight[weight],
        className,
      )}
      {...props}
    />
  );
}
