import { useId } from 'react';
import { cx } from '../../internal/cx';
import { TaskPicture } from '../../illustrations/TaskPicture';
import {
  defaultTaskPictureLabels,
  taskPictureNames,
  type TaskPictureName,
} from '../../illustrations/taskPictureNames';
import * as styles from './TaskPicturePicker.css';

export type TaskPicturePickerProps = {
  /** The group's name ('Picture'). */
  label: string;
  /** The chosen picture; null for none. */
  value: TaskPictureName | null;
  onValueChange: (value: TaskPictureName | null) => void;
  /** The first choice, which takes the picture away ('No picture'). */
  noneLabel?: string;
  /** Each picture's name, read by screen readers and shown as a tooltip. */
  labels?: Partial<Record<TaskPictureName, string>>;
  disabled?: boolean;
  className?: string;
};

/**
 * Picks a task's picture from the whole set: native radio buttons in a scrolling grid, so arrow
 * keys move the choice and a screen reader says "Toothbrush, radio button, 2 of 67".
 */
export function TaskPicturePicker({
  label,
  value,
  onValueChange,
  noneLabel = 'No picture',
  labels,
  disabled,
  className,
}: TaskPicturePickerProps) {
  const name = useId();
  const text = { ...defaultTaskPictureLabels, ...labels };
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        <label className={styles.option} title={noneLabel}>
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onValueChange(null)}
            aria-label={noneLabel}
            className={styles.input}
          />
          <span aria-hidden="true" className={styles.face}>
            —
          </span>
        </label>
        {taskPictureNames.map((picture) => (
          <label key={picture} className={styles.option} title={text[picture]}>
            <input
              type="radio"
              name={name}
              value={picture}
              checked={value === picture}
              onChange={() => onValueChange(picture)}
              aria-label={text[picture]}
              className={styles.input}
            />
            <span className={styles.face}>
              <TaskPicture name={picture} size="sm" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
