import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  isDirty,
  settingsSectionMachine,
  type SaveSectionInput,
  type SectionValues,
} from '@taskboard/machines';
import { MachineInspector, pause } from './MachineInspector';

const acceptingServer = settingsSectionMachine.provide({
  actors: {
    saveSection: fromPromise<SectionValues, SaveSectionInput>(async ({ input }) => {
      await pause(500);
      return input.changes;
    }),
  },
});

const conflictingServer = settingsSectionMachine.provide({
  actors: {
    saveSection: fromPromise<SectionValues, SaveSectionInput>(async () => {
      await pause(300);
      throw { status: 409 };
    }),
  },
});

function SettingsSectionMachineDemo({ serverConflicts = false }: { serverConflicts?: boolean }) {
  const [snapshot, send] = useMachine(serverConflicts ? conflictingServer : acceptingServer, {
    input: { section: 'profile', saved: { username: 'sam', email: 'sam@example.com' } },
  });
  return (
    <MachineInspector
      title="settingsSectionMachine"
      snapshot={snapshot}
      send={send}
      events={[
        {
          label: 'Edit username to samuel',
          event: { type: 'settings.edit', field: 'username', value: 'samuel' },
        },
        {
          label: 'Edit username back to sam',
          event: { type: 'settings.edit', field: 'username', value: 'sam' },
        },
        { label: 'Discard edits', event: { type: 'settings.discard' } },
        { label: 'Save Changes', event: { type: 'settings.save' } },
      ]}
    >
      <p>Unsaved changes: {isDirty(snapshot.context) ? 'yes' : 'no'}</p>
    </MachineInspector>
  );
}

const meta = {
  title: 'Machines/SettingsSectionMachine',
  component: SettingsSectionMachineDemo,
  tags: ['autodocs'],
  args: { serverConflicts: false },
} satisfies Meta<typeof SettingsSectionMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    // The context holds the message by its id.
    await expect(canvas.getByText(/profile\.noChanges/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit username to samuel' }));
    await expect(canvas.getByText('Unsaved changes: yes')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(state).toHaveTextContent('saved'), { timeout: 3000 });
    await expect(canvas.getByText('Unsaved changes: no')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { serverConflicts: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit username to samuel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(
      () => expect(canvas.getByText(/profile\.usernameOrEmailTaken/)).toBeInTheDocument(),
      { timeout: 3000 },
    );
    await expect(canvas.getByText('Unsaved changes: yes')).toBeInTheDocument();
  },
};
