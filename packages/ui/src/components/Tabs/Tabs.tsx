import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Tabs.css';

// Radix Tabs with the theme's look: arrow keys move between triggers, the active one carries
// data-state="active". Use as Tabs.Root / Tabs.List / Tabs.Trigger / Tabs.Content.

export type RootProps = ComponentPropsWithRef<typeof RadixTabs.Root>;
export function Root({ className, ...props }: RootProps) {
  return <RadixTabs.Root className={cx(styles.root, className)} {...props} />;
}

export type ListProps = ComponentPropsWithRef<typeof RadixTabs.List>;
export function List({ className, ...props }: ListProps) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

export type TriggerProps = ComponentPropsWithRef<typeof RadixTabs.Trigger>;
export function Trigger({ className, ...props }: TriggerProps) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export type ContentProps = ComponentPropsWithRef<typeof RadixTabs.Content>;
export function Content({ className, ...props }: ContentProps) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}
