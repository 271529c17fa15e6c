import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { Field, useFieldIds } from '../../internal/field/Field';
import * as fieldStyles from '../../internal/field/Field.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './TextArea.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  label: string;
  hint?: string;
  error?: string;
  /** With `maxLength`, shows "used/max" under the box and announces it politely. */
  showCount?: boolean;
  messages?: Partial<TextAreaMessages>;
};

/** The counter's words, with an English default. */
export type TextAreaMessages = {
  /** The counter, given the characters used and the limit. */
  count: (used: number, max: number) => string;
};

export const defaultTextAreaMessages: TextAreaMessages = defineMessages('textArea', {
  count: icu('{used}/{max}', (used: number, max: number) => ({ used, max })),
});

/** A labelled multi-line text input, with an optional character counter. */
export function TextArea({
  label,
  hint,
  error,
  showCount = false,
  messages,
  id,
  className,
  maxLength,
  value,
  defaultValue,
  ...props
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  const text = useUiMessages('textArea', defaultTextAreaMessages, messages);
  const used = String(value ?? defaultValue ?? '').length;
  const countId = `${ids.controlId}-count`;
  const counted = showCount && maxLength !== undefined;
  return (
    <Field
      label={label}
      labelId={ids.labelId}
      htmlFor={ids.controlId}
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
    >
      <textarea
        id={ids.controlId}
        aria-describedby={
          [ids.describedBy, counted ? countId : undefined].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={error ? true : undefined}
        className={cx(fieldStyles.control, styles.textarea, className)}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        {...props}
      />
      {counted ? (
        <span
          id={countId}
          aria-live="polite"
          data-state={used >= maxLength ? 'full' : 'room'}
          className={styles.count}
        >
          {text.count(used, maxLength)}
        </span>
      ) : null}
    </Field>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    textArea: TextAreaMessages;
  }
}
