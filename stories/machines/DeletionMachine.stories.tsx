import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deletionMachine, type DeletionTarget } from '@taskboard/machines';
import { MachineInspector, pause } from './MachineInspector';

const workingBoard = deletionMachine.provide({
  actors: { deleteItem: fromPromise<void, DeletionTarget>(() => pause(500)) },
});

const failingBoard = deletionMachine.provide({
  actors: {
    deleteItem: fromPromise<void, DeletionTarget>(async () => {
      await pause(300);
      throw { status: 500 };
    }),
  },
});

function DeletionMachineDemo({ serverFails = false }: { serverFails?: boolean }) {
  const [snapshot, send] = useMachine(serverFails ? failingBoard : workingBoard);
  return (
    <MachineInspector
      title="deletionMachine"
      snapshot={snapshot}
      send={send}
      events={[
        {
          label: 'Delete goal "Tidy the room"',
          event: {
            type: 'deletion.request',
            target: { kind: 'goal', itemId: 7, title: 'Tidy the room' },
          },
        },
        {
          label: 'Delete task "Pick up toys"',
          event: {
            type: 'deletion.request',
            target: { kind: 'task', itemId: 9, title: 'Pick up toys' },
          },
        },
        { label: 'Confirm', event: { type: 'deletion.confirm' } },
        { label: 'Cancel', event: { type: 'deletion.cancel' } },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/DeletionMachine',
  component: DeletionMachineDemo,
  tags: ['autodocs'],
  args: { serverFails: false },
} satisfies Meta<typeof DeletionMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete goal "Tidy the room"' }));
    await expect(state).toHaveTextContent('confirming');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(state).toHaveTextContent('pending');
    await waitFor(() => expect(state).toHaveTextContent('done'), { timeout: 3000 });
  },
};

export const ServerError: Story = {
  args: { serverFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete task "Pick up toys"' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent('error'),
      { timeout: 3000 },
    );
    // The context holds the failure by its message id.
    await expect(canvas.getByText(/task\.deleteFailed/)).toBeInTheDocument();
  },
};
