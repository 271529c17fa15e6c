import * as RadixSelect from '@radix-ui/react-select';
import type { Ref } from 'react';
import { cx } from '../../internal/cx';
import { CheckIcon, ChevronDownIcon } from '../../internal/icons';
import { Field, useFieldIds } from '../../internal/field/Field';
import * as fieldStyles from '../../internal/field/Field.css';
import * as popoverStyles from '../../internal/popover.css';
import { useDensityClass } from '../Density/Density';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: string;
  /** The label is read to screen readers but not shown (the row around the select says it). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  error?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A labelled single choice from a short list (Radix Select: typeahead, arrow keys, Escape).
 * Option values must be non-empty strings; give "none" a value of its own.
 */
export function Select({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  name,
  required,
  disabled,
  id,
  className,
  ref,
}: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  const density = useDensityClass();
  return (
    <Field
      label={label}
      labelId={ids.labelId}
      htmlFor={ids.controlId}
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
      labelHidden={hideLabel}
    >
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          ref={ref}
          id={ids.controlId}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={cx(fieldStyles.control, styles.trigger, className)}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.chevron}>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className={cx(density, popoverStyles.popover, styles.content)}
          >
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cx(popoverStyles.item, styles.item)}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <CheckIcon />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
