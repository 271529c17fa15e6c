import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { remainingSeconds, timerMachine } from '@taskboard/machines';
import { formatClock } from '@taskboard/ui';
import { MachineInspector } from './MachineInspector';

function TimerMachineDemo({ durationMinutes = 5 }: { durationMinutes?: number }) {
  const [snapshot, send] = useMachine(timerMachine, { input: { durationMinutes } });
  return (
    <MachineInspector
      title="timerMachine"
      snapshot={snapshot}
      send={send}
      events={[
        { label: 'Start', event: { type: 'timer.start' } },
        { label: 'Reset', event: { type: 'timer.reset' } },
        { label: 'Set 1 minute', event: { type: 'timer.setDuration', minutes: 1 } },
        {
          label: 'Set 30 minutes (clamped to 25)',
          event: { type: 'timer.setDuration', minutes: 30 },
        },
        {
          label: 'Move task New to In Progress',
          event: { type: 'task.moved', from: 'NEW', to: 'OPEN' },
        },
        {
          label: 'Move task In Progress to Done',
          event: { type: 'task.moved', from: 'OPEN', to: 'CLOSED' },
        },
      ]}
    >
      <p>
        Remaining:{' '}
        <output aria-label="Remaining time">
          {formatClock(remainingSeconds(snapshot.context, Date.now()))}
        </output>
      </p>
    </MachineInspector>
  );
}

const meta = {
  title: 'Machines/TimerMachine',
  component: TimerMachineDemo,
  tags: ['autodocs'],
  args: { durationMinutes: 5 },
} satisfies Meta<typeof TimerMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await expect(state).toHaveTextContent('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(state).toHaveTextContent('running');
    await userEvent.click(canvas.getByRole('button', { name: 'Move task In Progress to Done' }));
    await expect(state).toHaveTextContent('idle');
  },
};

export const MoveRestartsTheTimer: Story = {
  args: { durationMinutes: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move task New to In Progress' }));
    await expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent(
      'running',
    );
    await expect(canvas.getByRole('status', { name: 'Remaining time' })).toHaveTextContent(
      /^0[01]:/,
    );
  },
};
