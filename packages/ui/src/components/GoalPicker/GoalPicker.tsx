import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { TaskPicture } from '../../illustrations/TaskPicture';
import type { TaskPictureName } from '../../illustrations/taskPictureNames';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { GoalDueDate } from '../GoalDueDate';
import type { CategoryColor } from '../../theme/categoryColors';
import * as styles from './GoalPicker.css';
import { defineMessages } from '../../messages/defineMessages';

/** A goal as its tile shows it. */
export type GoalPickerGoal = {
  id: string | number;
  title: string;
  /** The goal's picture (or its first task's): what a child who cannot read yet recognises. */
  picture?: TaskPictureName | null;
  /** The goal's colour, a tile behind its picture. */
  color?: CategoryColor | null;
  /** Days from today to the day the goal is due (0 today, negative once past); null for none. */
  daysLeft?: number | null;
};

/** Every text of the picker, with English defaults. */
export type GoalPickerMessages = {
  /** The name of the group of tiles. */
  label: string;
};

export const defaultGoalPickerMessages: GoalPickerMessages = defineMessages('goalPicker', {
  label: 'Choose a goal',
});

/** What a goal without a picture of its own shows. */
const fallbackPicture: TaskPictureName = 'star';

export type GoalPickerProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> & {
  goals: readonly GoalPickerGoal[];
  /** The goal shown now. */
  value: string | number | null;
  onValueChange: (id: string | number) => void;
  messages?: Partial<GoalPickerMessages>;
};

/**
 * Goals as big picture tiles, for a child who chooses by picture rather than by reading a list:
 * each tile is a button pressed while its goal is the one shown (aria-pressed), named by the
 * goal's title.
 */
export function GoalPicker({
  goals,
  value,
  onValueChange,
  messages,
  className,
  ...props
}: GoalPickerProps) {
  const text = useUiMessages('goalPicker', defaultGoalPickerMessages, messages);
  return (
    <div role="group" aria-label={text.label} className={cx(styles.root, className)} {...props}>
      {goals.map((goal) => {
        const chosen = goal.id === value;
        return (
          <button
            key={goal.id}
            type="button"
            aria-pressed={chosen}
            data-state={chosen ? 'on' : 'off'}
            className={styles.tile}
            onClick={() => onValueChange(goal.id)}
          >
            <span className={cx(styles.picture, goal.color && styles.pictureColor[goal.color])}>
              <TaskPicture name={goal.picture ?? fallbackPicture} size="md" />
            </span>
            <span className={styles.title}>{goal.title}</span>
            {goal.daysLeft != null ? <GoalDueDate daysLeft={goal.daysLeft} compact /> : null}
          </button>
        );
      })}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    goalPicker: GoalPickerMessages;
  }
}
