import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './RewardCard.css';

export type RewardListProps = ComponentPropsWithRef<'ul'>;

/**
 * Reward cards side by side as a list (`<li>` children): as many columns as fit, one on a phone,
 * each card wide enough for its picture beside two short words.
 */
export function RewardList({ className, ...props }: RewardListProps) {
  return <ul className={cx(styles.list, className)} {...props} />;
}
