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
  const labelId = `${controlId}-label`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  // The whole row is the label: a finger anywhere on it toggles the switch (at least a touch
  // target high). The switch is named by its label text alone; the description describes it.
  return (
    <label className={cx(styles.row, className)}>
      <span className={styles.texts}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
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
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        data-state={checked === undefined ? undefined : checked ? 'checked' : 'unchecked'}
        className={styles.control}
        {...props}
      />
    </label>
  );
}
