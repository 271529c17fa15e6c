import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Switch.css';

export type SwitchProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> & {
  label: ReactNode;
  /** One line under the label, read with the switch. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off setting: a native checkbox announced as a switch, so Space toggles it and forms
 * submit it, with its label and an optional description beside it.
 */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  id,
  className,
  ...props
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cx(styles.row, className)}>
      <span className={styles.texts}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        id={controlId}
        aria-describedby={descriptionId}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        data-state={checked === undefined ? undefined : checked ? 'checked' : 'unchecked'}
        className={styles.control}
        {...props}
      />
    </div>
  );
}
