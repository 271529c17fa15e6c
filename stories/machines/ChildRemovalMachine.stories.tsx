import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { childRemovalMachine, type RemoveChildRequest } from '@taskboard/machines';
import { MachineInspector, pause } from './MachineInspector';

const familyServer = childRemovalMachine.provide({
  actors: { removeChild: fromPromise<void, RemoveChildRequest>(() => pause(500)) },
});

function ChildRemovalMachineDemo() {
  const [snapshot, send] = useMachine(familyServer);
  return (
    <MachineInspector
      title="childRemovalMachine"
      snapshot={snapshot}
      send={send}
      events={[
        {
          label: 'Remove child mia',
          event: {
            type: 'childRemoval.request',
            child: { username: 'mia', account_type: 'CHILD', is_primary_child: false },
          },
        },
        {
          label: 'Remove primary child lea',
          event: {
            type: 'childRemoval.request',
            child: { username: 'lea', account_type: 'CHILD', is_primary_child: true },
          },
        },
        {
          label: 'Remove parent sam',
          event: {
            type: 'childRemoval.request',
            child: { username: 'sam', account_type: 'PARENT', is_primary_child: false },
          },
        },
        {
          label: 'Type parent password',
          event: { type: 'childRemoval.setPassword', password: 'parent-pw' },
        },
        {
          label: 'Clear parent password',
          event: { type: 'childRemoval.setPassword', password: '' },
        },
        { label: 'Remove', event: { type: 'childRemoval.confirm' } },
        { label: 'Cancel', event: { type: 'childRemoval.cancel' } },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/ChildRemovalMachine',
  component: ChildRemovalMachineDemo,
  tags: ['autodocs'],
} satisfies Meta<typeof ChildRemovalMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove child mia' }));
    await expect(state).toHaveTextContent('confirming');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    // The context holds the refusal by its message id.
    await expect(canvas.getByText(/family\.parentPasswordRequired/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Type parent password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(state).toHaveTextContent('removing');
    await waitFor(() => expect(state).toHaveTextContent('idle'), { timeout: 3000 });
  },
};

export const RefusesPrimaryChild: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove primary child lea' }));
    await expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent(
      'refused',
    );
    await expect(canvas.getByText(/family\.cannotRemovePrimaryChild/)).toBeInTheDocument();
  },
};
