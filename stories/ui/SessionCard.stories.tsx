import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionCard, Stack } from '@taskboard/ui';

const meta = {
  title: 'Data display/SessionCard',
  component: SessionCard,
  tags: ['autodocs'],
  args: {
    device: 'Android phone',
    browser: 'Chrome 126',
    location: 'Unknown',
    lastActive: '5 minutes ago',
    onRevoke: fn(),
  },
  argTypes: { current: { control: 'boolean' }, pending: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <Stack as="ul" gap="sm" aria-label="Sessions">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OtherDevice: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Chrome 126 · Android phone')).toBeVisible();
    await expect(canvas.getByText('Unknown · Last active 5 minutes ago')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke the session on Chrome 126, Android phone' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledOnce();
  },
};

export const ThisDevice: Story = {
  args: { current: true, device: 'Linux computer', browser: 'Firefox 128' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-current', 'true');
    // The session the page runs in is ended by logging out, not from the list.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Revoking...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Revoking...');
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'pending');
  },
};

export const OwnWords: Story = {
  args: {
    messages: {
      revoke: 'Sign out',
      lastActive: (when) => `Used ${when}`,
      revokeLabel: (device) => `Sign out ${device}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign out Android phone' })).toHaveTextContent(
      'Sign out',
    );
    await expect(canvas.getByText('Unknown · Used 5 minutes ago')).toBeVisible();
  },
};

/** Another device, this device, revoking, and one that cannot be revoked from here. */
export const AllStates: Story = {
  render: (args) => (
    <>
      <SessionCard {...args} />
      <SessionCard {...args} device="Linux computer" browser="Firefox 128" current />
      <SessionCard {...args} device="iPad" browser="Safari 17" pending />
      <SessionCard {...args} device="Windows computer" browser="Edge 126" onRevoke={undefined} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
