import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { Field, useFieldIds } from '../../internal/field/Field';
import * as fieldStyles from '../../internal/field/Field.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: string;
  /** Help shown under the input and read with it. */
  hint?: string;
  /** What is wrong with the value; marks the input invalid and is read with it. */
  error?: string;
};

/** A labelled text input with optional hint and error message. */
export function TextField({ label, hint, error, id, className, ...props }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
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
      <input
        id={ids.controlId}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        className={cx(fieldStyles.control, className)}
        {...props}
      />
    </Field>
  );
}
