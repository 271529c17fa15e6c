import { useDrag } from '@use-gesture/react';
import {
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/cx';
import { TaskPicture } from '../../illustrations/TaskPicture';
import { isTaskPictureName } from '../../illustrations/taskPictureNames';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, EditIcon } from '../../internal/icons';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { EditableTitle } from '../EditableTitle';
import { IconButton } from '../IconButton';
import * as Menu from '../Menu/Menu';
import {
  clampSwipe,
  columnNames,
  moveTargets,
  nextStatus,
  previousStatus,
  swipeMaxReveal,
  swipeMoveThreshold,
  swipeOutcome,
  type JobStatus,
} from './taskMoves';
import * as styles from './TaskSwipeCard.css';

export type BoardTask = {
  id: string | number;
  title: string;
  description?: string | null;
  priority?: string | null;
  job_status: JobStatus;
};

export const taskSwipeStates = ['idle', 'revealed'] as const;
export type TaskSwipeState = (typeof taskSwipeStates)[number];

export type TaskSwipeCardProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  task: BoardTask;
  /** The task goes to another column: by swipe right, the 'Move to…' menu, the arrow key or the back action. */
  onMove: (status: JobStatus, task: BoardTask) => void;
  onDelete?: (task: BoardTask) => void;
  onEdit?: (task: BoardTask) => void;
  /** Double click on the title edits it in place; called with the trimmed, changed, non-blank title. */
  onTitleChange?: (title: string, task: BoardTask) => void;
  /** Extra controls at the card's foot (a speak button, say). */
  footer?: ReactNode;
  /**
   * The task's picture, drawn large so a child who cannot read knows the task; a name the
   * library does not know shows none.
   */
  picture?: string | null;
};

// The custom property behind `offset`: vanilla-extract gives `var(--name)`, inline style needs `--name`.
const offsetProperty = styles.offset.replace(/^var\((.*)\)$/, '$1');

/**
 * A task on the board. Swipe right past 120 px to move it on; swipe left past 60 px to reveal
 * delete, edit and move-back; tap to hide them. The same moves work by keyboard (ArrowRight moves
 * on, ArrowLeft shows the actions, Escape hides them) and by the 'Move to…' menu.
 */
export function TaskSwipeCard({
  task,
  onMove,
  onDelete,
  onEdit,
  onTitleChange,
  footer,
  picture,
  className,
  style,
  ...props
}: TaskSwipeCardProps) {
  const [revealed, setRevealed] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const status = task.job_status;
  const next = nextStatus(status);
  const previous = previousStatus(status);
  const resting = revealed ? -swipeMaxReveal : 0;

  const bind = useDrag(
    ({ active, movement: [mx], tap }) => {
      if (tap) {
        setDrag(null);
        setRevealed(false);
        return;
      }
      const position = clampSwipe(resting + mx, status);
      if (active) {
        setDrag(position);
        return;
      }
      setDrag(null);
      const outcome = swipeOutcome(position, status);
      setRevealed(outcome.kind === 'reveal');
      if (outcome.kind === 'move') onMove(outcome.to, task);
    },
    { axis: 'x', filterTaps: true },
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed inside the card's own buttons belong to those buttons.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' && next) {
      event.preventDefault();
      setRevealed(false);
      onMove(next, task);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      setRevealed(true);
    } else if (event.key === 'Escape' && revealed) {
      event.preventDefault();
      setRevealed(false);
    }
  };

  const state: TaskSwipeState = revealed ? 'revealed' : 'idle';
  const position = drag ?? resting;
  const offsetStyle = { [offsetProperty]: `${position}px` } as CSSProperties;

  return (
    <div
      data-state={state}
      data-status={status}
      data-dragging={drag === null ? 'false' : 'true'}
      data-armed={next && position > swipeMoveThreshold ? 'true' : 'false'}
      className={cx(styles.root, className)}
      style={{ ...offsetStyle, ...style }}
      {...props}
    >
      {next ? (
        // What a right swipe will do; the 'Move to…' menu says the same to screen readers.
        <div className={styles.moveHint} aria-hidden="true">
          <ChevronRightIcon /> {columnNames[next]}
        </div>
      ) : null}
      <div className={styles.actions} inert={!revealed}>
        {onDelete ? (
          <IconButton
            label={`Delete ${task.title}`}
            variant="danger"
            onClick={() => onDelete(task)}
          >
            <CloseIcon />
          </IconButton>
        ) : null}
        {onEdit ? (
          <IconButton label={`Edit ${task.title}`} variant="secondary" onClick={() => onEdit(task)}>
            <EditIcon />
          </IconButton>
        ) : null}
        {previous ? (
          <IconButton
            label={`Move back to ${columnNames[previous]}`}
            variant="secondary"
            onClick={() => {
              setRevealed(false);
              onMove(previous, task);
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
        ) : null}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys are the swipe's keyboard twin */}
      <div
        {...bind()}
        role="group"
        aria-label={task.title}
        aria-roledescription="task card"
        aria-keyshortcuts={next ? 'ArrowRight ArrowLeft Escape' : 'ArrowLeft Escape'}
        // The card takes focus so the arrow keys can do what the swipe does.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.surface}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          {isTaskPictureName(picture) ? <TaskPicture name={picture} size="lg" /> : null}
          {/* The edit action opens the full editor; double click is the quick way to rename. */}
          <EditableTitle
            value={task.title}
            onValueChange={onTitleChange ? (title) => onTitleChange(title, task) : undefined}
            showEditButton={false}
            messages={{ inputLabel: 'Task title' }}
          />
          {task.priority ? <Chip priority={task.priority} /> : null}
        </div>
        {task.description ? <p className={styles.description}>{task.description}</p> : null}
        <div className={styles.footer}>
          {footer}
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button variant="ghost" size="sm">
                Move to…
              </Button>
            </Menu.Trigger>
            <Menu.Content>
              {moveTargets(status).map((target) => (
                <Menu.Item key={target} onSelect={() => onMove(target, task)}>
                  {columnNames[target]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Root>
        </div>
      </div>
    </div>
  );
}
