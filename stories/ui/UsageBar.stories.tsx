import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, UsageBar } from '@taskboard/ui';

const meta = {
  title: 'Data display/UsageBar',
  component: UsageBar,
  tags: ['autodocs'],
  args: { percent: 42, label: 'Story budget this month' },
  argTypes: { percent: { control: { type: 'range', min: 0, max: 120, step: 0.1 } } },
} satisfies Meta<typeof UsageBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Story budget this month' });
    await expect(meter).toHaveAttribute('aria-valuenow', '42');
    await expect(meter).toHaveAttribute('aria-valuetext', '42.0%');
    await expect(canvas.getByText('42.0%')).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="lg">
      {[12.34, 75, 75.1, 90, 90.05, 130].map((percent) => (
        <UsageBar key={percent} percent={percent} label={`At ${percent}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const levelOf = (name: string) =>
      canvas.getByRole('meter', { name }).closest('[data-level]')?.getAttribute('data-level');
    await expect(levelOf('At 75')).toBe('normal');
    await expect(levelOf('At 75.1')).toBe('warning');
    await expect(levelOf('At 90')).toBe('warning');
    await expect(levelOf('At 90.05')).toBe('danger');
    await expect(canvas.getByText('12.3%')).toBeVisible();
    // Past 100 the bar is full but the real figure is shown.
    await expect(canvas.getByRole('meter', { name: 'At 130' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByText('130.0%')).toBeVisible();
  },
};

/** Every level: normal, warning above 75 %, danger above 90 %, and past the allowance. */
export const AllStates: Story = {
  render: Levels.render,
  play: Levels.play,
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
