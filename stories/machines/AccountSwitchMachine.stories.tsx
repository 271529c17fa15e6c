import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  accountSwitchMachine,
  type SwitchAccountRequest,
  type SwitchedAuth,
} from '@taskboard/machines';
import { MachineInspector, pause } from './MachineInspector';

const reachableServer = accountSwitchMachine.provide({
  actors: {
    switchAccount: fromPromise<SwitchedAuth, SwitchAccountRequest>(async ({ input }) => {
      await pause(600);
      return {
        token: 'story',
        account_type: 'CHILD',
        username: input.target_username,
        is_primary_child: false,
      };
    }),
    reloadAccount: fromPromise<void, { username: string }>(() => pause(600)),
  },
});

const refusingServer = accountSwitchMachine.provide({
  actors: {
    switchAccount: fromPromise<SwitchedAuth, SwitchAccountRequest>(async () => {
      await pause(300);
      throw { status: 403, detail: 'Incorrect parent password' };
    }),
  },
});

function AccountSwitchMachineDemo({
  surface = 'menu',
  serverRefuses = false,
}: {
  surface?: 'menu' | 'family';
  serverRefuses?: boolean;
}) {
  const [snapshot, send] = useMachine(serverRefuses ? refusingServer : reachableServer, {
    input: { activeUsername: 'sam', surface },
  });
  return (
    <MachineInspector
      title="accountSwitchMachine"
      snapshot={snapshot}
      send={send}
      events={[
        {
          label: 'Switch to mia',
          event: { type: 'account.switch', username: 'mia', parentPassword: 'secret' },
        },
        {
          label: 'Switch to sam (already active)',
          event: { type: 'account.switch', username: 'sam' },
        },
        { label: 'Dismiss error', event: { type: 'account.dismissError' } },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/AccountSwitchMachine',
  component: AccountSwitchMachineDemo,
  tags: ['autodocs'],
  args: { surface: 'menu', serverRefuses: false },
} satisfies Meta<typeof AccountSwitchMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to mia' }));
    await expect(state).toHaveTextContent('switching');
    await waitFor(() => expect(state).toHaveTextContent('idle'), { timeout: 3000 });
    await expect(canvas.getByText(/"activeUsername": "mia"/)).toBeInTheDocument();
  },
};

export const FailureOnFamilyPage: Story = {
  args: { surface: 'family', serverRefuses: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to mia' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent('failed'),
      { timeout: 3000 },
    );
    // The context holds the failure by its message id, the server's words as its value.
    await expect(canvas.getByText(/accountSwitch\.toAccountFailed/)).toBeInTheDocument();
    await expect(canvas.getByText(/Incorrect parent password/)).toBeInTheDocument();
  },
};
