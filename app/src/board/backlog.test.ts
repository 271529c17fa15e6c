import { describe, expect, it } from 'vitest';
import type { Goal, Task } from '@taskboard/contract';
import {
  applyGoalOrder,
  applyPendingMoves,
  cleanTitle,
  columnsOf,
  fullestColumn,
  movedOrder,
  openGoals,
  splitBacklog,
  tasksOfGoal,
} from './backlog';

const stamp = '2026-11-22T00:00:00.000Z';
const goal = (id: number, job_status: Goal['job_status'] = 'NEW'): Goal => ({
  item_id: id,
  id,
  title: `Goal ${id}`,
  job_status,
  tasks: [],
  category_id: null,
  position: id,
  created_at: stamp,
  updated_at: stamp,
  closed_at: null,
});
const task = (id: number, goal_id: number, job_status: Task['job_status'] = 'NEW'): Task => ({
  item_id: id,
  id,
  goal_id,
  title: `Task ${id}`,
  job_status,
  description: null,
  priority: null,
  color: null,
  icon: null,
  created_at: stamp,
  updated_at: stamp,
  closed_at: null,
});

describe('the board view of the backlog', () => {
  it('splits goals from tasks, keeping the server order', () => {
    const { goals, tasks } = splitBacklog([goal(2), goal(1), task(10, 1), task(11, 2)]);
    expect(goals.map((g) => g.item_id)).toEqual([2, 1]);
    expect(tasks.map((t) => t.item_id)).toEqual([10, 11]);
  });

  it('shows a pending move at once and leaves other tasks alone', () => {
    const tasks = [task(10, 1), task(11, 1, 'OPEN')];
    const moved = applyPendingMoves(tasks, new Map([[10, 'OPEN' as const]]));
    expect(moved.map((t) => t.job_status)).toEqual(['OPEN', 'OPEN']);
    expect(moved[1]).toBe(tasks[1]);
    expect(tasks[0]?.job_status).toBe('NEW');
  });

  it('orders goals by a pending order, unknown goals last', () => {
    const ordered = applyGoalOrder([goal(1), goal(2), goal(3)], [3, 1]);
    expect(ordered.map((g) => g.item_id)).toEqual([3, 1, 2]);
    expect(applyGoalOrder([goal(1), goal(2)], null).map((g) => g.item_id)).toEqual([1, 2]);
  });

  it('moves a dragged goal into the place of the goal it was dropped on', () => {
    expect(movedOrder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(movedOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(movedOrder([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
  });

  it('puts only OPEN goals on the board', () => {
    expect(
      openGoals([goal(1, 'NEW'), goal(2, 'OPEN'), goal(3, 'CLOSED')]).map((g) => g.id),
    ).toEqual([2]);
  });

  it('groups a goal’s tasks by column and finds the fullest', () => {
    const mine = tasksOfGoal([task(1, 7), task(2, 7, 'CLOSED'), task(3, 8), task(4, 7)], 7);
    const columns = columnsOf(mine);
    expect(columns.NEW.map((t) => t.id)).toEqual([1, 4]);
    expect(columns.OPEN).toEqual([]);
    expect(columns.CLOSED.map((t) => t.id)).toEqual([2]);
    expect(fullestColumn(columns)).toBe(2);
  });

  it('trims titles and refuses blank ones', () => {
    expect(cleanTitle('  Tidy room ')).toBe('Tidy room');
    expect(cleanTitle('   ')).toBeNull();
  });
});
