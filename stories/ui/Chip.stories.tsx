import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Chip, chipTones, Stack } from '@taskboard/ui';

const meta = {
  title: 'Data display/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { priority: 'HIGH' },
  argTypes: { tone: { control: 'select', options: chipTones } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Priorities: Story = {
  render: () => (
    <Stack direction="row" gap="sm">
      {['HIGH', 'MEDIUM', 'LOW', 'SOMEDAY'].map((priority) => (
        <Chip key={priority} priority={priority} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // HIGH red, MEDIUM yellow, anything else grey.
    await expect(canvas.getByText('High')).toHaveAttribute('data-tone', 'high');
    await expect(canvas.getByText('Medium')).toHaveAttribute('data-tone', 'medium');
    await expect(canvas.getByText('Low')).toHaveAttribute('data-tone', 'low');
    await expect(canvas.getByText('Someday')).toHaveAttribute('data-tone', 'low');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="sm" wrap>
      {chipTones.map((tone) => (
        <Chip key={tone} tone={tone}>
          {tone}
        </Chip>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('progress')).toHaveAttribute('data-tone', 'progress');
  },
};

export const CustomText: Story = {
  args: { priority: 'medium', children: 'Medium priority' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Medium priority')).toHaveAttribute('data-priority', 'MEDIUM');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
