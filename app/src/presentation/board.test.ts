import { describe, expect, it } from 'vitest';
import { jobStatus, type Task } from '@taskboard/contract';
import {
  boardColumnOf,
  boardTaskOf,
  daysLeftOf,
  goalCardOf,
  goalCategoryOf,
  goalPickerGoalOf,
  goalStatusOf,
  jobStatusOfColumn,
  jobStatusOfGoal,
  priorityOf,
  taskListTaskOf,
} from './board';

const task: Task = {
  item_id: 5,
  id: 5,
  goal_id: 9,
  title: 'Brush your teeth',
  job_status: 'OPEN',
  description: 'Two minutes',
  priority: 'HIGH',
  color: 'teal',
  icon: 'toothbrush',
  created_at: 'x',
  updated_at: 'x',
  closed_at: null,
};

describe('the board in the ui’s words', () => {
  it('puts NEW in New, OPEN in In Progress and CLOSED in Done, and back', () => {
    expect(jobStatus.options.map(boardColumnOf)).toEqual(['new', 'progress', 'done']);
    for (const status of jobStatus.options) {
      expect(jobStatusOfColumn(boardColumnOf(status))).toBe(status);
      expect(jobStatusOfGoal(goalStatusOf(status))).toBe(status);
    }
    expect(jobStatus.options.map(goalStatusOf)).toEqual(['new', 'open', 'closed']);
  });

  it('colours HIGH red, MEDIUM yellow, LOW grey, and shows no chip without a priority', () => {
    expect(priorityOf('HIGH')).toBe('high');
    expect(priorityOf('MEDIUM')).toBe('medium');
    expect(priorityOf('LOW')).toBe('low');
    expect(priorityOf(null)).toBeNull();
  });

  it('gives a task card its column, priority, picture and colour', () => {
    expect(boardTaskOf(task)).toEqual({
      id: 5,
      title: 'Brush your teeth',
      description: 'Two minutes',
      priority: 'high',
      column: 'progress',
      picture: 'toothbrush',
      color: 'teal',
    });
    expect(taskListTaskOf(task)).toEqual({ id: 5, title: 'Brush your teeth', column: 'progress' });
  });

  it('draws no picture or colour the ui does not know (older rows hold other text)', () => {
    const old = boardTaskOf({ ...task, icon: '🦷', color: '#ff0000' });
    expect(old.picture).toBeNull();
    expect(old.color).toBeNull();
  });

  it('gives a goal card its status, category and description', () => {
    const goal = {
      item_id: 9,
      id: 9,
      title: 'Tidy',
      job_status: 'CLOSED' as const,
      tasks: [],
      category_id: 3,
      position: null,
      created_at: 'x',
      updated_at: 'x',
      closed_at: 'x',
    };
    expect(goalCardOf({ ...goal, description: 'Toys first, then books' })).toEqual({
      id: 9,
      title: 'Tidy',
      status: 'closed',
      categoryId: 3,
      description: 'Toys first, then books',
    });
    // A goal from before descriptions existed has none.
    expect(goalCardOf(goal)).toEqual({
      id: 9,
      title: 'Tidy',
      status: 'closed',
      categoryId: 3,
      description: null,
    });
    expect(
      goalCategoryOf({
        category_id: 3,
        name: 'Chores',
        icon: '🧹',
        color: 'blue',
        badge_kind: null,
      }),
    ).toEqual({
      id: 3,
      name: 'Chores',
      icon: '🧹',
    });
  });

  it('shows a goal as the picture of its first task that has one', () => {
    const goal = {
      item_id: 9,
      id: 9,
      title: 'Morning',
      job_status: 'OPEN' as const,
      tasks: [],
      category_id: null,
      position: null,
      created_at: 'x',
      updated_at: 'x',
      closed_at: null,
    };
    const plain = { ...task, item_id: 4, icon: null, color: null };
    const elsewhere = { ...task, item_id: 3, goal_id: 8, icon: 'bed' };
    expect(goalPickerGoalOf(goal, [elsewhere, plain, task])).toEqual({
      id: 9,
      title: 'Morning',
      picture: 'toothbrush',
      color: 'teal',
    });
    expect(goalPickerGoalOf(goal, [plain])).toEqual({
      id: 9,
      title: 'Morning',
      picture: null,
      color: null,
    });
  });
});

describe('a goal due date in days left', () => {
  // 22:30 UTC on 15 June 2030: already the 16th in Tokyo, still the 15th in New York.
  const now = new Date('2030-06-15T22:30:00Z');
  const goal = {
    item_id: 9,
    id: 9,
    title: 'Tidy',
    job_status: 'OPEN' as const,
    tasks: [],
    category_id: null,
    position: null,
    created_at: 'x',
    updated_at: 'x',
    closed_at: null,
  };

  it('counts the days from today on the member calendar: 0 today, 1 tomorrow, negative once past', () => {
    expect(daysLeftOf('2030-06-15', 'UTC', now)).toBe(0);
    expect(daysLeftOf('2030-06-16', 'UTC', now)).toBe(1);
    expect(daysLeftOf('2030-06-20', 'UTC', now)).toBe(5);
    expect(daysLeftOf('2030-06-13', 'UTC', now)).toBe(-2);
    expect(daysLeftOf('2030-06-16', 'Asia/Tokyo', now)).toBe(0);
    expect(daysLeftOf('2030-06-16', 'America/New_York', now)).toBe(1);
    // Across the end of a month and a change of clocks, still whole days.
    expect(daysLeftOf('2030-11-03', 'Europe/London', new Date('2030-10-26T12:00:00Z'))).toBe(8);
    expect(daysLeftOf(null, 'UTC', now)).toBeNull();
    expect(daysLeftOf(undefined, 'UTC', now)).toBeNull();
  });

  it('goes on the card and the tile only when the goal has a due date', () => {
    const due = { ...goal, job_status: 'OPEN' as const, due_date: '2030-06-17' };
    expect(goalCardOf(due, 'UTC', now).daysLeft).toBe(2);
    expect(goalPickerGoalOf(due, [], 'UTC', now).daysLeft).toBe(2);
    expect('daysLeft' in goalCardOf({ ...due, due_date: null }, 'UTC', now)).toBe(false);
  });
});
