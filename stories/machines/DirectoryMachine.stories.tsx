import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  directoryMachine,
  visibleUsers,
  type DirectoryUser,
  type LoadUsersRequest,
  type LoadUsersResult,
} from '@taskboard/machines';
import { MachineInspector, pause } from './MachineInspector';

const people: DirectoryUser[] = [
  { id: 1, username: 'sam', bio: 'Loves lego' },
  { id: 2, username: 'mia', bio: 'Reads a lot' },
];

const directoryServer = directoryMachine.provide({
  actors: {
    loadUsers: fromPromise<LoadUsersResult, LoadUsersRequest>(async ({ input }) => {
      await pause(400);
      const users = input.search
        ? people.filter((user) => user.username?.includes(input.search ?? ''))
        : people;
      return { users, total: users.length };
    }),
  },
});

const expiredSession = directoryMachine.provide({
  actors: {
    loadUsers: fromPromise<LoadUsersResult, LoadUsersRequest>(async () => {
      await pause(300);
      throw { status: 401 };
    }),
  },
});

function DirectoryMachineDemo({ sessionExpired = false }: { sessionExpired?: boolean }) {
  const [snapshot, send] = useMachine(sessionExpired ? expiredSession : directoryServer, {
    input: {},
  });
  return (
    <MachineInspector
      title="directoryMachine"
      snapshot={snapshot}
      send={send}
      events={[
        { label: 'Search "mi"', event: { type: 'directory.search', term: 'mi' } },
        { label: 'Search "zzz"', event: { type: 'directory.search', term: 'zzz' } },
        { label: 'Clear search', event: { type: 'directory.search', term: '' } },
        { label: 'Try Again', event: { type: 'directory.retry' } },
      ]}
    >
      <ul aria-label="Users">
        {visibleUsers(snapshot.context).map((user) => (
          <li key={user.id}>{user.username ?? 'Missing username'}</li>
        ))}
      </ul>
    </MachineInspector>
  );
}

const meta = {
  title: 'Machines/DirectoryMachine',
  component: DirectoryMachineDemo,
  tags: ['autodocs'],
  args: { sessionExpired: false },
} satisfies Meta<typeof DirectoryMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await waitFor(() => expect(state).toHaveTextContent('list'), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Search "zzz"' }));
    await expect(state).toHaveTextContent('debouncing');
    await waitFor(() => expect(state).toHaveTextContent('empty'), { timeout: 3000 });
  },
};

export const SessionExpired: Story = {
  args: { sessionExpired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(
          // The machine holds the message by its id; the screen says it in the reader's words.
          canvas.getByText(/directory\.sessionExpired/),
        ).toBeInTheDocument(),
      { timeout: 3000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent(
      'loading',
    );
  },
};
