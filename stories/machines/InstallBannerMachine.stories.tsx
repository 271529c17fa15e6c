import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { installBannerMachine } from '@taskboard/machines';
import { MachineInspector } from './MachineInspector';

// Shorter delays than the product's 30 s and 10 s, so reviewers can watch the whole cycle.
const quickBanner = installBannerMachine.provide({
  delays: { appearAfter: 3000, hideAfter: 5000 },
});

function InstallBannerMachineDemo({
  isMobile = true,
  dismissedThisSession = false,
}: {
  isMobile?: boolean;
  dismissedThisSession?: boolean;
}) {
  const [snapshot, send] = useMachine(quickBanner, { input: { isMobile, dismissedThisSession } });
  return (
    <MachineInspector
      title="installBannerMachine (delays shortened to 3 s and 5 s)"
      snapshot={snapshot}
      send={send}
      events={[
        { label: 'Install prompt available', event: { type: 'install.promptAvailable' } },
        { label: 'Install', event: { type: 'install.accept' } },
        { label: 'Dismiss', event: { type: 'install.dismiss' } },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/InstallBannerMachine',
  component: InstallBannerMachineDemo,
  tags: ['autodocs'],
  args: { isMobile: true, dismissedThisSession: false },
} satisfies Meta<typeof InstallBannerMachineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('status', { name: 'Current state' });
    await userEvent.click(canvas.getByRole('button', { name: 'Install prompt available' }));
    await expect(state).toHaveTextContent('pending');
    await waitFor(() => expect(state).toHaveTextContent('visible'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(state).toHaveTextContent('dismissed');
  },
};

export const Desktop: Story = {
  args: { isMobile: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Install prompt available' }));
    await expect(canvas.getByRole('status', { name: 'Current state' })).toHaveTextContent(
      'waiting',
    );
  },
};
