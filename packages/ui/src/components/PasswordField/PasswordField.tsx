import { useState } from 'react';
import { cx } from '../../internal/cx';
import { EyeIcon, EyeOffIcon } from '../../internal/icons';
import { Field, useFieldIds } from '../../internal/field/Field';
import * as fieldStyles from '../../internal/field/Field.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { IconButton } from '../IconButton';
import type { TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';
import { defineMessages } from '../../messages/defineMessages';

/** The show/hide button's names, with English defaults. */
export type PasswordFieldMessages = { show: string; hide: string };

export const defaultPasswordFieldMessages: PasswordFieldMessages = defineMessages('passwordField', {
  show: 'Show password',
  hide: 'Hide password',
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  messages?: Partial<PasswordFieldMessages>;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  autoComplete = 'current-password',
  messages,
  ...props
}: PasswordFieldProps) {
  const text = useUiMessages('passwordField', defaultPasswordFieldMessages, messages);
  const ids = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
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
      <div className={styles.inputWrap}>
        <input
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={cx(fieldStyles.control, styles.input, className)}
          {...props}
        />
        <IconButton
          label={visible ? text.hide : text.show}
          aria-pressed={visible}
          aria-controls={ids.controlId}
          disabled={disabled}
          size="sm"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </div>
    </Field>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    passwordField: PasswordFieldMessages;
  }
}
