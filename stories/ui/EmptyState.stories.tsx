import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, EmptyState } from '@taskboard/ui';

const addGoal = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: '🎯',
    title: 'No goals yet',
    description: 'Goals hold the tasks you want to finish. Start with something small!',
    action: <Button onClick={addGoal}>Add a goal</Button>,
  },
  argTypes: { action: { control: false }, icon: { control: 'text' } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a goal' }));
    await expect(addGoal).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: {
    icon: undefined,
    description: undefined,
    action: undefined,
    title: 'No badges earned yet',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
