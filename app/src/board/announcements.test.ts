import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import type { Goal, JobStatus, Task } from '@taskboard/contract';
import type { Translate } from '../i18n/useT';
import english from '../i18n/messages/en/board.json';
import { columnNameIn, goalDragAnnouncements, taskDragAnnouncements } from './announcements';

const stamp = '2026-11-22T00:00:00.000Z';
const task = (id: number, title: string, job_status: JobStatus): Task => ({
  item_id: id,
  id,
  goal_id: 1,
  title,
  job_status,
  description: null,
  priority: null,
  color: null,
  icon: null,
  created_at: stamp,
  updated_at: stamp,
  closed_at: null,
});
const goal = (id: number, title: string): Goal => ({
  item_id: id,
  id,
  title,
  job_status: 'NEW',
  tasks: [],
  category_id: null,
  position: id,
  created_at: stamp,
  updated_at: stamp,
  closed_at: null,
});
/** The English catalogue's words with their {placeholders} filled: enough for these sentences. */
const t: Translate = (id, values = {}) =>
  english[id as keyof typeof english].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name]),
  );
// dnd-kit's event arguments carry measurements too; the announcements read only ids and data.
const active = (id: number) => ({ id }) as unknown as Active;
const column = (status: JobStatus) =>
  ({ id: `goal-1-${status}`, data: { current: { status } } }) as unknown as Over;
const place = (id: number) => ({ id, data: { current: {} } }) as unknown as Over;

describe('the board says moves in its own words', () => {
  it('names the columns as each layout shows them', () => {
    expect(columnNameIn(t, 'desktop', 'NEW')).toBe('New Tasks');
    expect(columnNameIn(t, 'mobile', 'NEW')).toBe('New');
    expect(columnNameIn(t, 'mobile', 'CLOSED')).toBe('Done');
  });

  it('follows a task dragged across the columns, leaving the drop to the move', () => {
    const said: string[] = [];
    const tasks = [task(7, 'Brush teeth', 'NEW')];
    const drag = taskDragAnnouncements(tasks, t, (m) => said.push(m), { current: null });
    const brush = active(7);
    // Every answer is empty: dnd-kit's own region says nothing.
    expect(drag.onDragStart({ active: brush })).toBeUndefined();
    // Over its own column at once: the pick-up said so already.
    expect(drag.onDragOver({ active: brush, over: column('NEW') })).toBeUndefined();
    drag.onDragOver({ active: brush, over: column('OPEN') });
    drag.onDragOver({ active: brush, over: column('NEW') });
    drag.onDragOver({ active: brush, over: null });
    drag.onDragEnd({ active: brush, over: column('CLOSED') });
    drag.onDragEnd({ active: brush, over: column('NEW') });
    drag.onDragEnd({ active: brush, over: null });
    drag.onDragCancel({ active: brush, over: column('OPEN') });
    drag.onDragStart({ active: active(99) });
    expect(said).toEqual([
      'Picked up Brush teeth in New Tasks.',
      'Brush teeth is over In Progress.',
      'Brush teeth is over New Tasks.',
      'Brush teeth is not over a column.',
      'Brush teeth stays in New Tasks.',
      'Brush teeth stays in New Tasks.',
      'Moving Brush teeth was cancelled: it stays in New Tasks.',
    ]);
  });

  it('follows a goal dragged through the list by its position', () => {
    const said: string[] = [];
    const goals = [goal(1, 'Feed the cat'), goal(2, 'Water the plants'), goal(3, 'Read')];
    const drag = goalDragAnnouncements(goals, t, (m) => said.push(m), { current: null });
    const plants = active(2);
    expect(drag.onDragStart({ active: plants })).toBeUndefined();
    drag.onDragOver({ active: plants, over: place(2) });
    drag.onDragOver({ active: plants, over: place(1) });
    drag.onDragOver({ active: plants, over: null });
    drag.onDragEnd({ active: plants, over: place(3) });
    drag.onDragEnd({ active: plants, over: place(2) });
    drag.onDragCancel({ active: plants, over: null });
    expect(said).toEqual([
      'Picked up goal Water the plants at position 2 of 3.',
      'Goal Water the plants is over position 1 of 3.',
      'Goal Water the plants is not over the list.',
      'Goal Water the plants moved to position 3 of 3.',
      'Goal Water the plants stays where it was.',
      'Moving goal Water the plants was cancelled: it stays where it was.',
    ]);
  });
});
