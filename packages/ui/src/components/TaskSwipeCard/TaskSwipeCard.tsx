import { useDrag } from '@use-gesture/react';
import {
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { cx } from '../../internal/cx';
import { TaskPicture } from '../../illustrations/TaskPicture';
import type { TaskPictureName } from '../../illustrations/taskPictureNames';
import {
  ArrowRightIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EditIcon,
  MoreIcon,
} from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { CategoryColor } from '../../theme/categoryColors';
import { Button } from '../Button';
import { Chip, type TaskPriority } from '../Chip';
import { EditableTitle } from '../EditableTitle';
import { IconButton } from '../IconButton';
import { CloudWaitIcon } from '../SyncBanner/syncPictures';
import { CardMenu } from './CardMenu';
import {
  clampSwipe,
  moveTargets,
  nextColumn,
  previousColumn,
  swipeMaxReveal,
  swipeMoveThreshold,
  swipeOutcome,
  type BoardColumn,
} from './taskMoves';
import * as styles from './TaskSwipeCard.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** A task as the card shows it. */
export type BoardTask = {
  id: string | number;
  title: string;
  description?: string | null;
  priority?: TaskPriority | null;
  /** The column the task is in. */
  column: BoardColumn;
  /** The task's picture, drawn large so a child who cannot read yet knows the task. */
  picture?: TaskPictureName | null;
  /** The task's colour: a tile behind its picture and a stripe along the card. */
  color?: CategoryColor | null;
};

/** Every text of the card, with English defaults. */
export type TaskSwipeCardMessages = {
  /** What screen readers call the card ("Feed the cat, task card"). */
  card: string;
  /** The columns' names, in the 'Move to…' menu and the move hints. */
  columns: Record<BoardColumn, string>;
  moveTo: string;
  /** The revealed back move, given the previous column's name. */
  moveBack: (column: string) => string;
  /** The button that lists the task's actions, given its title. */
  actions: (title: string) => string;
  /** The revealed edit and delete buttons, given the task's title. */
  edit: (title: string) => string;
  delete: (title: string) => string;
  /** The same actions in the actions menu. */
  editItem: string;
  deleteItem: string;
  /** The title field's name while renaming in place. */
  titleInput: string;
  /** The mark of a change made offline that has not reached the server yet. */
  waitingToSync: string;
};

export const defaultTaskSwipeCardMessages: TaskSwipeCardMessages = defineMessages('taskSwipeCard', {
  card: 'task card',
  columns: {
    new: 'New',
    progress: 'In Progress',
    done: 'Done',
  },
  moveTo: 'Move to…',
  moveBack: icu('Move back to {column}', (column: string) => ({ column })),
  actions: icu('Actions for {title}', (title: string) => ({ title })),
  edit: icu('Edit {title}', (title: string) => ({ title })),
  delete: icu('Delete {title}', (title: string) => ({ title })),
  editItem: 'Edit',
  deleteItem: 'Delete',
  titleInput: 'Task title',
  waitingToSync: 'Waiting to sync',
});

export const taskSwipeStates = ['idle', 'revealed'] as const;
export type TaskSwipeState = (typeof taskSwipeStates)[number];

export type TaskSwipeCardProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  task: BoardTask;
  /** The task goes to another column: by swipe right, the 'Move to…' menu, the arrow key or the back action. */
  onMove: (column: BoardColumn, task: BoardTask) => void;
  onDelete?: (task: BoardTask) => void;
  onEdit?: (task: BoardTask) => void;
  /** Double click on the title edits it in place; called with the trimmed, changed, non-blank title. */
  onTitleChange?: (title: string, task: BoardTask) => void;
  /** Extra controls at the card's foot (a speak button, say). */
  footer?: ReactNode;
  /** A change to the task was made offline and waits to be sent: a small cloud mark shows it. */
  waitingToSync?: boolean;
  messages?: Partial<TaskSwipeCardMessages>;
};

// The custom property behind `offset`: vanilla-extract gives `var(--name)`, inline style needs `--name`.
const offsetProperty = styles.offset.replace(/^var\((.*)\)$/, '$1');

/**
 * A task on the board. Swipe right past 120 px to move it on; swipe left past 60 px to reveal
 * delete, edit and move-back; tap to hide them. Every gesture has a twin that needs no swipe:
 * the arrow keys (ArrowRight moves on, ArrowLeft shows the actions, Escape hides them), the
 * 'Move to…' menu and the actions menu (edit, delete), always in the tab order and read by
 * screen readers.
 */
export function TaskSwipeCard({
  task,
  onMove,
  onDelete,
  onEdit,
  onTitleChange,
  footer,
  waitingToSync = false,
  messages,
  className,
  style,
  ...props
}: TaskSwipeCardProps) {
  const text = useUiMessages('taskSwipeCard', defaultTaskSwipeCardMessages, messages);
  // How far the card rests to the left while its tray shows; 0 when it does not.
  const [reveal, setReveal] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const tray = useRef<HTMLDivElement>(null);
  const revealed = reveal > 0;
  const column = task.column;
  const next = nextColumn(column);
  const previous = previousColumn(column);
  const resting = -reveal;
  // The tray is as wide as its buttons need (wider in a large density), at least the spec's 180 px.
  const setRevealed = (show: boolean) =>
    setReveal(show ? Math.max(swipeMaxReveal, tray.current?.offsetWidth ?? 0) : 0);

  const bind = useDrag(
    ({ active, movement: [mx], tap }) => {
      if (tap) {
        setDrag(null);
        setRevealed(false);
        return;
      }
      const position = clampSwipe(resting + mx, column);
      if (active) {
        setDrag(position);
        return;
      }
      setDrag(null);
      const outcome = swipeOutcome(position, column);
      setRevealed(outcome.kind === 'reveal');
      if (outcome.kind === 'move') onMove(outcome.to, task);
    },
    { axis: 'x', filterTaps: true },
  );

  // The swipe is the card's: a press in one of the card's menus (drawn above the page, yet inside
  // the card's element) belongs to the menu, and the swipe's guard against the click that ends a
  // drag would otherwise swallow the menu's own clicks.
  const gestures = Object.fromEntries(
    Object.entries(bind()).map(([name, handler]) => [
      name,
      (event: SyntheticEvent) => {
        if (!(event.target instanceof Element && event.target.closest('[role="menu"]')))
          (handler as (event: SyntheticEvent) => void)(event);
      },
    ]),
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
  const color = task.color ?? undefined;

  return (
    <div
      data-state={state}
      data-column={column}
      data-dragging={drag === null ? 'false' : 'true'}
      data-armed={next && position > swipeMoveThreshold ? 'true' : 'false'}
      data-sync={waitingToSync ? 'waiting' : undefined}
      className={cx(styles.root, className)}
      style={{ ...offsetStyle, ...style }}
      {...props}
    >
      {next ? (
        // What a right swipe will do; the 'Move to…' menu says the same to screen readers.
        <div className={styles.moveHint} aria-hidden="true">
          <ChevronRightIcon /> {text.columns[next]}
        </div>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys are the swipe's keyboard twin */}
      <div
        {...gestures}
        role="group"
        aria-label={task.title}
        aria-roledescription={text.card}
        aria-keyshortcuts={next ? 'ArrowRight ArrowLeft Escape' : 'ArrowLeft Escape'}
        // The card takes focus so the arrow keys can do what the swipe does.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-color={color}
        className={cx(styles.surface, color && styles.stripe[color])}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          {task.picture && color ? (
            <span className={cx(styles.pictureTile, styles.tile[color])}>
              <TaskPicture name={task.picture} size="lg" />
            </span>
          ) : task.picture ? (
            <TaskPicture name={task.picture} size="lg" />
          ) : null}
          {/* The edit action opens the full editor; double click is the quick way to rename. */}
          <EditableTitle
            value={task.title}
            onValueChange={onTitleChange ? (title) => onTitleChange(title, task) : undefined}
            showEditButton={false}
            className={styles.title}
            messages={{ inputLabel: text.titleInput }}
          />
          {task.priority ? <Chip priority={task.priority} /> : null}
        </div>
        {task.description ? <p className={styles.description}>{task.description}</p> : null}
        {waitingToSync ? (
          // Drawn over the card's corner, so marking a task never changes the card's size.
          <span role="img" aria-label={text.waitingToSync} className={styles.syncMark}>
            <CloudWaitIcon />
          </span>
        ) : null}
        <div className={styles.footer}>
          {footer}
          <CardMenu
            trigger={(triggerProps) => (
              <Button variant="ghost" size="sm" className={styles.moveButton} {...triggerProps}>
                <ArrowRightIcon />
                <span className={styles.moveLabel}>{text.moveTo}</span>
              </Button>
            )}
            items={moveTargets(column).map((target) => ({
              key: target,
              label: text.columns[target],
              onSelect: () => onMove(target, task),
            }))}
          />
          {onEdit || onDelete ? (
            // The revealed tray's edit and delete, reachable without a swipe.
            <CardMenu
              trigger={(triggerProps) => (
                <IconButton label={text.actions(task.title)} size="sm" {...triggerProps}>
                  <MoreIcon />
                </IconButton>
              )}
              items={[
                ...(onEdit
                  ? [{ key: 'edit', label: text.editItem, onSelect: () => onEdit(task) }]
                  : []),
                ...(onDelete
                  ? [
                      {
                        key: 'delete',
                        label: text.deleteItem,
                        tone: 'danger' as const,
                        onSelect: () => onDelete(task),
                      },
                    ]
                  : []),
              ]}
            />
          ) : null}
        </div>
      </div>
      {/* After the card in the document, as it is on screen: revealed at the card's end. */}
      <div ref={tray} className={styles.actions} inert={!revealed}>
        {previous ? (
          <IconButton
            label={text.moveBack(text.columns[previous])}
            variant="secondary"
            onClick={() => {
              setRevealed(false);
              onMove(previous, task);
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
        ) : null}
        {onEdit ? (
          <IconButton
            label={text.edit(task.title)}
            variant="secondary"
            onClick={() => onEdit(task)}
          >
            <EditIcon />
          </IconButton>
        ) : null}
        {onDelete ? (
          <IconButton
            label={text.delete(task.title)}
            variant="primary"
            tone="danger"
            onClick={() => onDelete(task)}
          >
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    taskSwipeCard: TaskSwipeCardMessages;
  }
}
