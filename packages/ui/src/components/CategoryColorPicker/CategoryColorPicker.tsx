import { useId } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import * as styles from './CategoryColorPicker.css';

/** Every text of the picker, with English defaults. */
export type CategoryColorPickerMessages = {
  /** Each colour's name, read by screen readers and shown as a tooltip. */
  colors: Record<CategoryColor, string>;
};

const englishColors: Record<CategoryColor, string> = {
  blue: 'Blue',
  green: 'Green',
  purple: 'Purple',
  red: 'Red',
  orange: 'Orange',
  pink: 'Pink',
  indigo: 'Indigo',
  teal: 'Teal',
  yellow: 'Yellow',
  gray: 'Gray',
};

export const defaultCategoryColorPickerMessages: CategoryColorPickerMessages = {
  colors: englishColors,
};

export type CategoryColorPickerProps = {
  /** The group's name ('Colour'). */
  label: string;
  value: CategoryColor;
  onValueChange: (value: CategoryColor) => void;
  disabled?: boolean;
  messages?: Partial<CategoryColorPickerMessages>;
  className?: string;
};

/**
 * One of the ten category colours as a row of swatches: native radio buttons, so arrow keys move
 * the choice and a screen reader says "Blue, radio button, 1 of 10".
 */
export function CategoryColorPicker({
  label,
  value,
  onValueChange,
  disabled,
  messages,
  className,
}: CategoryColorPickerProps) {
  const text = useUiMessages('categoryColorPicker', defaultCategoryColorPickerMessages, messages);
  const name = useId();
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.swatches}>
        {categoryColors.map((color) => (
          <label key={color} className={styles.option} title={text.colors[color]}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onValueChange(color)}
              aria-label={text.colors[color]}
              className={styles.input}
            />
            <span aria-hidden="true" className={cx(styles.dot, styles.dotColor[color])} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
