import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './Spinner.css';
import { defineMessages } from '../../messages/defineMessages';

/** What the spinner says when no label is given, with an English default. */
export type SpinnerMessages = { label: string };

export const defaultSpinnerMessages: SpinnerMessages = defineMessages('spinner', {
  label: 'Loading',
});

export type SpinnerProps = ComponentPropsWithRef<'span'> & {
  /** What is loading, for screen readers ('Loading' by default). An empty label makes the spinner decorative. */
  label?: string;
  messages?: Partial<SpinnerMessages>;
};

/** A turning ring that announces `label` politely while something loads. */
export function Spinner({ label, messages, className, ...props }: SpinnerProps) {
  const text = useUiMessages('spinner', defaultSpinnerMessages, messages);
  const spoken = label ?? text.label;
  const decorative = spoken === '';
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      <span className={styles.ring} aria-hidden="true" />
      {decorative ? null : <span className={visuallyHidden}>{spoken}</span>}
    </span>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    spinner: SpinnerMessages;
  }
}
