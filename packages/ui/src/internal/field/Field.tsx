import { useId, type ReactNode } from 'react';
import { cx } from '../cx';
import { ErrorIcon } from '../icons';
import { visuallyHidden } from '../shared.css';
import * as styles from './Field.css';

/** The ids that tie a control to its label, hint and error message. */
export function useFieldIds(id?: string, hint?: string, error?: string) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const labelId = `${generated}-label`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, labelId, hintId, errorId, describedBy };
}

type FieldProps = {
  label: ReactNode;
  labelId: string;
  /** The control the label names; omit for controls labelled with aria-labelledby. */
  htmlFor?: string;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  /** Keeps the label for screen readers only, where the row around the control says what it is. */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label above, control, then hint and error below: the layout every form field shares. */
export function Field({
  label,
  labelId,
  htmlFor,
  hint,
  hintId,
  error,
  errorId,
  labelHidden = false,
  className,
  children,
}: FieldProps) {
  const labelClass = cx(styles.label, labelHidden && visuallyHidden);
  return (
    <div className={className ?? styles.field} data-invalid={error ? '' : undefined}>
      {htmlFor ? (
        <label id={labelId} htmlFor={htmlFor} className={labelClass}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      )}
      {children}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          <ErrorIcon />
          {error}
        </span>
      ) : null}
    </div>
  );
}
