import type { Announcements, Over, UniqueIdentifier } from '@dnd-kit/core';
import type { Goal, JobStatus, Task } from '@taskboard/contract';
import type { Translate } from '../i18n/useT';
import type { BoardLayout } from './layout';

// What the board's one polite live region says: every move, whichever way it was made (a drag by
// mouse or keyboard, the card's arrow key, a menu, a button, a swipe), and every deletion, by name
// and in the reader's language. dnd-kit's own announcer would say "Draggable item 12 was moved
// over droppable area 7".

/** Says a sentence in the board's live region. */
export type Announce = (message: string) => void;

/** The column names each layout shows: the desktop's headings, the phone board's columns. */
export function columnNameIn(t: Translate, layout: BoardLayout, status: JobStatus): string {
  return t(layout === 'mobile' ? `board.column.${status}` : `board.columnTitle.${status}`);
}

/** The sentences about tasks, in the language `t` speaks. */
export const taskSentences = (t: Translate) => ({
  moved: (title: string, column: string) => t('board.announce.taskMoved', { title, column }),
  deleted: (title: string) => t('board.announce.taskDeleted', { title }),
  pickedUp: (title: string, column: string) => t('board.announce.taskPickedUp', { title, column }),
  over: (title: string, column: string) => t('board.announce.taskOver', { title, column }),
  notOver: (title: string) => t('board.announce.taskNotOver', { title }),
  stays: (title: string, column: string) => t('board.announce.taskStays', { title, column }),
  cancelled: (title: string, column: string) =>
    t('board.announce.taskCancelled', { title, column }),
});

/** The sentences about goals, in the language `t` speaks. */
export const goalSentences = (t: Translate) => ({
  deleted: (title: string) => t('board.announce.goalDeleted', { title }),
  pickedUp: (title: string, position: number, count: number) =>
    t('board.announce.goalPickedUp', { title, position, count }),
  over: (title: string, position: number, count: number) =>
    t('board.announce.goalOver', { title, position, count }),
  notOver: (title: string) => t('board.announce.goalNotOver', { title }),
  moved: (title: string, position: number, count: number) =>
    t('board.announce.goalMoved', { title, position, count }),
  stays: (title: string) => t('board.announce.goalStays', { title }),
  cancelled: (title: string) => t('board.announce.goalCancelled', { title }),
});

/**
 * Where the drag was last said to be: dnd-kit reports the place under the item as soon as it is
 * picked up, which the pick-up already said (a React ref, so it lasts across renders).
 */
export type DragPlaceSaid = { current: UniqueIdentifier | null };

/**
 * dnd-kit's announcements for a goal's board, said in the board's region instead of dnd-kit's
 * own (each answers undefined, so dnd-kit's region stays silent). A drop into another column says
 * nothing here: the move itself is announced, as moves made any other way are.
 */
export function taskDragAnnouncements(
  tasks: readonly Task[],
  t: Translate,
  announce: Announce,
  said: DragPlaceSaid,
): Announcements {
  const taskAnnouncements = taskSentences(t);
  const columnName = (status: JobStatus) => columnNameIn(t, 'desktop', status);
  const taskOf = (id: UniqueIdentifier) => tasks.find((task) => task.item_id === id);
  const columnOf = (over: Over | null) => over?.data.current?.status as JobStatus | undefined;
  const say = (id: UniqueIdentifier, message: (task: Task) => string | null) => {
    const task = taskOf(id);
    const words = task ? message(task) : null;
    if (words) announce(words);
    return undefined;
  };
  return {
    onDragStart: ({ active }) =>
      say(active.id, (task) => {
        said.current = task.job_status;
        return taskAnnouncements.pickedUp(task.title, columnName(task.job_status));
      }),
    onDragOver: ({ active, over }) =>
      say(active.id, (task) => {
        const to = columnOf(over) ?? null;
        if (to === said.current) return null;
        said.current = to;
        return to
          ? taskAnnouncements.over(task.title, columnName(to))
          : taskAnnouncements.notOver(task.title);
      }),
    onDragEnd: ({ active, over }) =>
      say(active.id, (task) => {
        const to = columnOf(over);
        return to && to !== task.job_status
          ? null
          : taskAnnouncements.stays(task.title, columnName(task.job_status));
      }),
    onDragCancel: ({ active }) =>
      say(active.id, (task) =>
        taskAnnouncements.cancelled(task.title, columnName(task.job_status)),
      ),
  };
}

/** dnd-kit's announcements for reordering the goal cards, by title and position. */
export function goalDragAnnouncements(
  goals: readonly Goal[],
  t: Translate,
  announce: Announce,
  said: DragPlaceSaid,
): Announcements {
  const goalAnnouncements = goalSentences(t);
  const count = goals.length;
  const positionOf = (id: UniqueIdentifier) => goals.findIndex((goal) => goal.item_id === id) + 1;
  const say = (id: UniqueIdentifier, message: (goal: Goal) => string | null) => {
    const goal = goals.find((candidate) => candidate.item_id === id);
    const words = goal ? message(goal) : null;
    if (words) announce(words);
    return undefined;
  };
  return {
    onDragStart: ({ active }) =>
      say(active.id, (goal) => {
        said.current = active.id;
        return goalAnnouncements.pickedUp(goal.title, positionOf(active.id), count);
      }),
    onDragOver: ({ active, over }) =>
      say(active.id, (goal) => {
        const place = over?.id ?? null;
        if (place === said.current) return null;
        said.current = place;
        return over
          ? goalAnnouncements.over(goal.title, positionOf(over.id), count)
          : goalAnnouncements.notOver(goal.title);
      }),
    onDragEnd: ({ active, over }) =>
      say(active.id, (goal) =>
        over && over.id !== active.id
          ? goalAnnouncements.moved(goal.title, positionOf(over.id), count)
          : goalAnnouncements.stays(goal.title),
      ),
    onDragCancel: ({ active }) => say(active.id, (goal) => goalAnnouncements.cancelled(goal.title)),
  };
}
