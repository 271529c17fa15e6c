import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountDeletionMachine, type DeleteAccountRequest } from '@taskboard/machines';
import { MachineInspector, pause } from './MachineInspector';

const accountServer = accountDeletionMachine.provide({
  actors: { deleteAccount: fromPromise<void, DeleteAccountRequest>(() => pause(500)) },
});

const wrongPasswordServer = accountDeletionMachine.provide({
  actors: {
    deleteAccount: fromPromise<void, DeleteAccountRequest>(async () => {
      await pause(300);
      throw { status: 401 };
    }),
  },
});

function AccountDeletionMachineDemo({ wrongPassword = false }: { wrongPassword?: boolean }) {
  const [snapshot, send] = useMachine(wrongPassword ? wrongPasswordServer : accountServer);
  return (
    <MachineInspector
      title="accountDeletionMachine"
      snapshot={snapshot}
      send={send}
      events={[
        { label: 'Open dialog', event: { type: 'accountDeletion.open' } },
        {
          label: 'Type password',
          event: { type: 'accountDeletion.edit', field: 'password', value: 'pw' },
        },
        {
          label: 'Type DELETE MY ACCOUNT',
          event: {
            type: 'accountDeletion.edit',
            field: 'confirmationText',
            value: 'DELETE MY ACCOUNT',
          },
        },
        {
          label: 'Type delete my account (lower case)',
          event: {
            type: 'accountDeletion.edit',
            field: 'confirmationText',
            value: 'delete my account',
          },
        },
        { label: 'Delete account', event: { type: 'accountDeletion.submit' } },
        { label: 'Cancel', event: { type: 'accountDeletion.cancel' } },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/AccountDeletionMachine',
  component: AccountDeletionMachineDemo,
  tags: ['autodocs'],
  args: { wrongPassword: false },
} satisfies Meta<typeof AccountDeletionMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Type password' }));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Type delete my account (lower case)' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    // The context holds each message by its id.
    await expect(canvas.getByText(/account\.deleteConfirmationRequired/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Type DELETE MY ACCOUNT' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(state).toHaveTextContent('deleted'), { timeout: 3000 });
    await expect(canvas.getByText(/account\.deletedRedirecting/)).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  args: { wrongPassword: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Type password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Type DELETE MY ACCOUNT' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await waitFor(
      () => expect(canvas.getByText(/account\.deletePasswordIncorrect/)).toBeInTheDocument(),
      { timeout: 3000 },
    );
    await expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent('open');
  },
};
