import { useId } from 'react';
import { cx } from '../../internal/cx';
import { TaskPicture } from '../../illustrations/TaskPicture';
import {
  defaultTaskPictureMessages,
  taskPictureNames,
  type TaskPictureName,
} from '../../illustrations/taskPictureNames';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as styles from './TaskPicturePicker.css';
import { defineMessages } from '../../messages/defineMessages';

/** The picker's own words, with an English default (each picture's name is TaskPicture's). */
export type TaskPicturePickerMessages = {
  /** The first choice, which takes the picture away. */
  none: string;
};

export const defaultTaskPicturePickerMessages: TaskPicturePickerMessages = defineMessages(
  'taskPicturePicker',
  {
    none: 'No picture',
  },
);

export type TaskPicturePickerProps = {
  /** The group's name ('Picture'). */
  label: string;
  /** The chosen picture; null for none. */
  value: TaskPictureName | null;
  onValueChange: (value: TaskPictureName | null) => void;
  disabled?: boolean;
  messages?: Partial<TaskPicturePickerMessages>;
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
  disabled,
  messages,
  className,
}: TaskPicturePickerProps) {
  const name = useId();
  const text = useUiMessages('taskPicturePicker', defaultTaskPicturePickerMessages, messages);
  // Each picture is named as TaskPicture names it, so one translation serves both.
  const pictureNames = useUiMessages('taskPicture', defaultTaskPictureMessages);
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        <label className={styles.option} title={text.none}>
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onValueChange(null)}
            aria-label={text.none}
            className={styles.input}
          />
          <span aria-hidden="true" className={styles.face}>
            —
          </span>
        </label>
        {taskPictureNames.map((picture) => (
          <label key={picture} className={styles.option} title={pictureNames[picture]}>
            <input
              type="radio"
              name={name}
              value={picture}
              checked={value === picture}
              onChange={() => onValueChange(picture)}
              aria-label={pictureNames[picture]}
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

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    taskPicturePicker: TaskPicturePickerMessages;
  }
}
