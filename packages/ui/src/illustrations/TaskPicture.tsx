import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { outlined } from './picture.css';
import { taskPictureDrawings } from './taskPictureDrawings';
import { useUiMessages } from '../messages/UiMessagesProvider';
import {
  defaultTaskPictureMessages,
  type TaskPictureMessages,
  type TaskPictureName,
} from './taskPictureNames';
import { size as sizes, type PictureSize } from './TaskPicture.css';

export type TaskPictureProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  name: TaskPictureName;
  size?: PictureSize;
  /**
   * What the picture shows, for screen readers. Without it the picture is decorative (the task's
   * title says the same in words); pass `true` for the picture's name from the messages.
   */
  label?: string | true;
  messages?: Partial<TaskPictureMessages>;
};

/** One of the task pictures, drawn for children who cannot read yet. */
export function TaskPicture({
  name,
  size = 'md',
  label,
  messages,
  className,
  ...props
}: TaskPictureProps) {
  const names = useUiMessages('taskPicture', defaultTaskPictureMessages, messages);
  const spoken = label === true ? names[name] : label;
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-picture={name}
      className={cx(outlined, sizes[size], className)}
      {...(spoken ? { role: 'img', 'aria-label': spoken } : { 'aria-hidden': true })}
      {...props}
    >
      {taskPictureDrawings[name]}
    </svg>
  );
}
