import { createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  BREAKDOWN_CONTEXT,
  breakdownFailureMessage,
  creatingLabel,
  goalCreationMachine,
  type BreakdownRequest,
  type BreakdownResult,
  type CreateGoalRequest,
  type CreateTaskRequest,
  type GoalCreationInput,
} from './goalCreationMachine';

const coverage = createTransitionCoverage(goalCreationMachine);
afterAll(() => coverage.assertComplete());

interface Server {
  createGoal?: (request: CreateGoalRequest) => Promise<{ item_id: number }>;
  breakDown?: (request: BreakdownRequest) => Promise<BreakdownResult>;
  createTask?: (request: CreateTaskRequest) => Promise<void>;
}

function startGoalCreation(server: Server = {}, input: Partial<GoalCreationInput> = {}) {
  const calls: string[] = [];
  const breakdowns: BreakdownRequest[] = [];
  const machine = goalCreationMachine.provide({
    actors: {
      createGoal: fromPromise(async ({ input }: { input: CreateGoalRequest }) => {
        calls.push(`goal ${input.title} (${String(input.category_id)})`);
        return (server.createGoal ?? (async () => ({ item_id: 41 })))(input);
      }),
      breakDownGoal: fromPromise(async ({ input }: { input: BreakdownRequest }) => {
        breakdowns.push(input);
        calls.push('breakdown');
        return (
          server.breakDown ??
          (async () => ({
            subtasks: [
              { title: 'Find the socks', icon: 'sock' as const },
              { title: 'Sort by colour', icon: 'laundry' as const },
            ],
          }))
        )(input);
      }),
      createTask: fromPromise(async ({ input }: { input: CreateTaskRequest }) => {
        calls.push(`task ${input.goal_id} ${input.title} [${String(input.icon)}]`);
        await (server.createTask ?? (async () => {}))(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { product: 'TaskBreaker', ...input },
    inspect: coverage.inspect,
  }).start();
  return { actor, calls, breakdowns };
}

describe('goalCreationMachine', () => {
  it('needs a non-blank title', () => {
    const { actor, calls } = startGoalCreation();
    actor.send({ type: 'goal.setTitle', title: '   ' });
    actor.send({ type: 'goal.createWithoutSubtasks' });
    actor.send({ type: 'goal.suggestSubtasks' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    actor.send({ type: 'goal.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('creates just the goal, trimmed and with its category', async () => {
    const { actor, calls } = startGoalCreation();
    actor.send({ type: 'goal.setTitle', title: '  Tidy the room ' });
    actor.send({ type: 'goal.setCategory', categoryId: 3 });
    actor.send({ type: 'goal.createWithoutSubtasks' });
    expect(actor.getSnapshot().value).toBe('creatingGoal');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['goal Tidy the room (3)']);
    expect(actor.getSnapshot().output).toEqual({ goalId: 41 });
  });

  it('creates the goal, asks for a breakdown, then each subtask in order as "N. title"', async () => {
    const { actor, calls, breakdowns } = startGoalCreation({}, { childAge: 5 });
    actor.send({ type: 'goal.setTitle', title: 'Sort the laundry' });
    actor.send({ type: 'goal.suggestSubtasks' });
    expect(creatingLabel(actor.getSnapshot().context.product)).toBe('Creating with TaskBreaker...');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      'goal Sort the laundry (null)',
      'breakdown',
      'task 41 1. Find the socks [sock]',
      'task 41 2. Sort by colour [laundry]',
    ]);
    expect(breakdowns).toEqual([
      { goal: 'Sort the laundry', age: 5, additional_context: BREAKDOWN_CONTEXT },
    ]);
    expect(actor.getSnapshot().context.warningMessage).toBeNull();
  });

  it('creates a single suggested subtask, and none when nothing was suggested', async () => {
    const one = startGoalCreation({ breakDown: async () => ({ subtasks: [{ title: 'Only' }] }) });
    one.actor.send({ type: 'goal.setTitle', title: 'Read' });
    one.actor.send({ type: 'goal.suggestSubtasks' });
    await waitFor(one.actor, (s) => s.status === 'done');
    expect(one.calls.at(-1)).toBe('task 41 1. Only [null]');

    const none = startGoalCreation({ breakDown: async () => ({ subtasks: [] }) });
    none.actor.send({ type: 'goal.setTitle', title: 'Read' });
    none.actor.send({ type: 'goal.suggestSubtasks' });
    await waitFor(none.actor, (s) => s.status === 'done');
    expect(none.calls).toEqual(['goal Read (null)', 'breakdown']);
  });

  it('keeps the goal and explains when the breakdown fails', async () => {
    const { actor } = startGoalCreation({
      breakDown: async () => {
        throw { status: 429 };
      },
    });
    actor.send({ type: 'goal.setTitle', title: 'Read' });
    actor.send({ type: 'goal.suggestSubtasks' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.warningMessage).toEqual({
      id: 'goal.createdWithoutBreakdown',
      values: { reason: 'Daily token limit exceeded. Please try again tomorrow.' },
    });
    expect(actor.getSnapshot().output).toEqual({ goalId: 41 });
    const reason = (error: unknown) => breakdownFailureMessage(error).values?.reason;
    expect(reason({ status: 429, detail: 'Limit hit' })).toBe('Limit hit');
    expect(reason({ status: 502 })).toBe('HTTP error! status: 502');
    expect(reason(new Error('offline'))).toBe('offline');
  });

  it('explains a failed subtask the same way', async () => {
    const { actor } = startGoalCreation({
      createTask: async () => {
        throw new Error('Failed to create task');
      },
    });
    actor.send({ type: 'goal.setTitle', title: 'Read' });
    actor.send({ type: 'goal.suggestSubtasks' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.warningMessage).toEqual({
      id: 'goal.createdWithoutBreakdown',
      values: { reason: 'Failed to create task' },
    });
  });

  it('offers no AI path once the daily limit is reached', () => {
    const { actor, calls } = startGoalCreation({}, { usage: { limit_reached: true } });
    actor.send({ type: 'goal.setTitle', title: 'Read' });
    actor.send({ type: 'goal.suggestSubtasks' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    actor.send({ type: 'usage.updated', usage: { limit_reached: false } });
    actor.send({ type: 'goal.suggestSubtasks' });
    expect(actor.getSnapshot().value).toBe('creatingGoal');
  });

  it('stays on the form with the board error when the goal cannot be created', async () => {
    const { actor } = startGoalCreation({
      createGoal: async () => {
        throw { status: 500 };
      },
    });
    actor.send({ type: 'goal.setTitle', title: 'Read' });
    actor.send({ type: 'goal.createWithoutSubtasks' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errorMessage).toEqual({ id: 'goal.createFailed' });
    actor.send({ type: 'goal.setTitle', title: 'Read more' });
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
  });
});
