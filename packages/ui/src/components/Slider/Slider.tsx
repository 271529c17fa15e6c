import * as RadixSlider from '@radix-ui/react-slider';
import { useState, type Ref } from 'react';
import { cx } from '../../internal/cx';
import { Field, useFieldIds } from '../../internal/field/Field';
import * as styles from './Slider.css';

export type SliderProps = {
  label: string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called once when the user lets go (pointer up or key press). */
  onValueCommit?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Words for the value ("5 minutes"), shown beside the label and read by screen readers. */
  formatValue?: (value: number) => string;
  hint?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
};

/** A labelled single-value slider (Radix: arrow keys, Page Up/Down, Home/End). */
export function Slider({
  label,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  formatValue = String,
  hint,
  disabled,
  name,
  id,
  className,
  ref,
}: SliderProps) {
  const ids = useFieldIds(id, hint);
  // Mirrors the value when uncontrolled, so the spoken and shown words stay current.
  const [current, setCurrent] = useState(defaultValue ?? min);
  const shown = value ?? current;
  return (
    <Field label={label} labelId={ids.labelId} hint={hint} hintId={ids.hintId}>
      <RadixSlider.Root
        ref={ref}
        value={value === undefined ? undefined : [value]}
        defaultValue={defaultValue === undefined ? undefined : [defaultValue]}
        onValueChange={([next]) => {
          if (next === undefined) return;
          setCurrent(next);
          onValueChange?.(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        name={name}
        className={cx(styles.root, className)}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          id={ids.controlId}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-valuetext={formatValue(shown)}
          className={styles.thumb}
        />
      </RadixSlider.Root>
      <output htmlFor={ids.controlId} className={styles.output} aria-hidden="true">
        {formatValue(shown)}
      </output>
    </Field>
  );
}
