import { useId } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import * as styles from './CategoryColorPicker.css';
import { defineMessages } from '../../messages/defineMessages';
import type { CategoryColorPickerSize } from './categoryColorPickerSizes';
export { categoryColorPickerSizes, type CategoryColorPickerSize } from './categoryColorPickerSizes';

/** Every text of the picker, with English defaults. */
export type CategoryColorPickerMessages = {
  /** Each colour's name, read by screen readers and shown as a tooltip. */
  colors: Record<CategoryColor, string>;
  /** The first choice of a picker that allows none, which takes the colour away. */
  none: string;
};

export const defaultCategoryColorPickerMessages: CategoryColorPickerMessages = defineMessages(
  'categoryColorPicker',
  {
    colors: {
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
    },
    none: 'No colour',
  },
);

type PickerBase = {
  /** The group's name ('Colour'). */
  label: string;
  size?: CategoryColorPickerSize;
  disabled?: boolean;
  messages?: Partial<CategoryColorPickerMessages>;
  className?: string;
};

export type CategoryColorPickerProps = PickerBase &
  (
    | {
        /** Without `allowNone` a colour is always chosen. */
        allowNone?: false;
        value: CategoryColor;
        onValueChange: (value: CategoryColor) => void;
      }
    | {
        /** Offers "No colour" first; the value is then null. */
        allowNone: true;
        value: CategoryColor | null;
        onValueChange: (value: CategoryColor | null) => void;
      }
  );

/**
 * One of the ten category colours as a row of swatches: native radio buttons, so arrow keys move
 * the choice and a screen reader says "Blue, radio button, 1 of 10".
 */
export function CategoryColorPicker(props: CategoryColorPickerProps) {
  const { label, value, size = 'md', disabled, messages, className } = props;
  const text = useUiMessages('categoryColorPicker', defaultCategoryColorPickerMessages, messages);
  const name = useId();
  const choose = (color: CategoryColor) => props.onValueChange(color);
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.swatches}>
        {props.allowNone ? (
          <label className={styles.option[size]} title={text.none}>
            <input
              type="radio"
              name={name}
              value=""
              checked={value === null}
              onChange={() => props.onValueChange(null)}
              aria-label={text.none}
              className={styles.input}
            />
            <span aria-hidden="true" className={cx(styles.dot[size], styles.dotNone)} />
          </label>
        ) : null}
        {categoryColors.map((color) => (
          <label key={color} className={styles.option[size]} title={text.colors[color]}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => choose(color)}
              aria-label={text.colors[color]}
              className={styles.input}
            />
            <span aria-hidden="true" className={cx(styles.dot[size], styles.dotColor[color])} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    categoryColorPicker: CategoryColorPickerMessages;
  }
}
