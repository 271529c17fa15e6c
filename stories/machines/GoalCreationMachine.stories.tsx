import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  canSuggestSubtasks,
  creatingLabel,
  goalCreationMachine,
  type BreakdownRequest,
  type BreakdownResult,
  type CreateGoalRequest,
  type CreateTaskRequest,
} from '@taskboard/machines';
import { MachineInspector, pause } from './MachineInspector';

const board = {
  createGoal: fromPromise<{ item_id: number }, CreateGoalRequest>(async () => {
    await pause(400);
    return { item_id: 41 };
  }),
  createTask: fromPromise<void, CreateTaskRequest>(() => pause(300)),
};

const helpfulAssistant = goalCreationMachine.provide({
  actors: {
    ...board,
    breakDownGoal: fromPromise<BreakdownResult, BreakdownRequest>(async () => {
      await pause(600);
      return { subtasks: [{ title: 'Find the socks' }, { title: 'Sort by colour' }] };
    }),
  },
});

const exhaustedAssistant = goalCreationMachine.provide({
  actors: {
    ...board,
    breakDownGoal: fromPromise<BreakdownResult, BreakdownRequest>(async () => {
      await pause(300);
      throw { status: 429 };
    }),
  },
});

const pendingStates = ['creatingGoal', 'breakingDown', 'creatingSubtasks'];

function GoalCreationMachineDemo({
  assistantFails = false,
  limitReached = false,
}: {
  assistantFails?: boolean;
  limitReached?: boolean;
}) {
  const [snapshot, send] = useMachine(assistantFails ? exhaustedAssistant : helpfulAssistant, {
    input: { product: 'TaskBreaker', usage: { limit_reached: limitReached } },
  });
  const pending =
    pendingStates.includes(String(snapshot.value)) && snapshot.context.suggestSubtasks;
  return (
    <MachineInspector
      title="goalCreationMachine"
      snapshot={snapshot}
      send={send}
      events={[
        {
          label: 'Enter title "Sort the laundry"',
          event: { type: 'goal.setTitle', title: 'Sort the laundry' },
        },
        { label: 'Clear title', event: { type: 'goal.setTitle', title: '' } },
        { label: 'Choose category 3', event: { type: 'goal.setCategory', categoryId: 3 } },
        { label: 'Yes, suggest subtasks', event: { type: 'goal.suggestSubtasks' } },
        { label: 'No, just create goal', event: { type: 'goal.createWithoutSubtasks' } },
        { label: 'Cancel', event: { type: 'goal.cancel' } },
      ]}
    >
      {pending ? <p>{creatingLabel(snapshot.context.product)}</p> : null}
      {canSuggestSubtasks(snapshot.context) ? null : <p>Daily limit reached</p>}
    </MachineInspector>
  );
}

const meta = {
  title: 'Machines/GoalCreationMachine',
  component: GoalCreationMachineDemo,
  tags: ['autodocs'],
  args: { assistantFails: false, limitReached: false },
} satisfies Meta<typeof GoalCreationMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await expect(canvas.getByRole('button', { name: 'Yes, suggest subtasks' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enter title "Sort the laundry"' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, suggest subtasks' }));
    await expect(canvas.getByText('Creating with TaskBreaker...')).toBeInTheDocument();
    await waitFor(() => expect(state).toHaveTextContent('created'), { timeout: 5000 });
  },
};

export const BreakdownFails: Story = {
  args: { assistantFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter title "Sort the laundry"' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, suggest subtasks' }));
    await waitFor(
      () =>
        expect(
          canvas.getByText(/Daily token limit exceeded\. Please try again tomorrow\./),
        ).toBeInTheDocument(),
      { timeout: 3000 },
    );
  },
};

export const DailyLimitReached: Story = {
  args: { limitReached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter title "Sort the laundry"' }));
    await expect(canvas.getByText('Daily limit reached')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Yes, suggest subtasks' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'No, just create goal' }));
    await expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent(
      'creatingGoal',
    );
  },
};
