import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { JobStatus } from '@taskboard/contract';
import { boardStatuses } from './backlog';

/**
 * The column a task dragged by keyboard goes to: ArrowRight the next column in board order
 * (New → In Progress → Done), ArrowLeft the one before. Board order, not screen position, so it
 * holds when a narrow window wraps the columns. Null when there is no column that way.
 */
export function neighbourColumn(key: string, from: JobStatus): JobStatus | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return null;
  return boardStatuses[boardStatuses.indexOf(from) + step] ?? null;
}

/** Droppable column ids carry their status last: `goal-12-OPEN`. */
export const columnStatusOf = (id: string | number): JobStatus | null => {
  const status = String(id).split('-').at(-1);
  return boardStatuses.find((candidate) => candidate === status) ?? null;
};

/** Jumps the dragged card straight into the neighbouring column instead of creeping 25 px a press. */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const { collisionRect, droppableRects, over } = context;
  const from = over ? columnStatusOf(over.id) : null;
  const to = from ? neighbourColumn(event.code, from) : null;
  const targetId = to ? [...droppableRects.keys()].find((id) => columnStatusOf(id) === to) : null;
  const target = targetId === null || targetId === undefined ? null : droppableRects.get(targetId);
  if (!target || !collisionRect) return undefined;
  event.preventDefault();
  // Line the card's corner up just inside the column's, so the column is where it overlaps most.
  return {
    x: currentCoordinates.x + (target.left + 8 - collisionRect.left),
    y: currentCoordinates.y + (target.top + 8 - collisionRect.top),
  };
};
