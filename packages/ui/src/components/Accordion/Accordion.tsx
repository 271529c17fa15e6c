import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { ChevronDownIcon } from '../../internal/icons';
import type { HeadingLevel } from '../Heading';
import * as styles from './Accordion.css';

// Radix Accordion with the theme's look: each trigger is a button in a heading, open sections
// carry data-state="open". Use as Accordion.Root / Item / Trigger / Content.

export type RootProps = ComponentPropsWithRef<typeof RadixAccordion.Root>;
export function Root({ className, ...props }: RootProps) {
  return <RadixAccordion.Root className={cx(styles.root, className)} {...props} />;
}

export type ItemProps = ComponentPropsWithRef<typeof RadixAccordion.Item>;
export function Item({ className, ...props }: ItemProps) {
  return <RadixAccordion.Item className={cx(styles.item, className)} {...props} />;
}

export type TriggerProps = ComponentPropsWithRef<typeof RadixAccordion.Trigger> & {
  /** The heading level wrapping the trigger, to fit the page's outline. */
  headingLevel?: HeadingLevel;
};
export function Trigger({ className, children, headingLevel = 3, ...props }: TriggerProps) {
  const Heading = headingTag(headingLevel);
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger className={cx(styles.trigger, className)} {...props}>
          {children}
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

export type ContentProps = ComponentPropsWithRef<typeof RadixAccordion.Content>;
export function Content({ className, children, ...props }: ContentProps) {
  return (
    <RadixAccordion.Content className={cx(styles.content, className)} {...props}>
      <div className={styles.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
}
