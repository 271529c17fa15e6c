import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, EmptyPicture, EmptyState } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

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

/** With picture, words and action; title only; a picture from the illustration set. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="18rem">
      <State name="everything">
        <EmptyState {...args} headingLevel={3} />
      </State>
      <State name="title only">
        <EmptyState headingLevel={3} title="No badges earned yet" />
      </State>
      <State name="with an illustration">
        <EmptyState
          headingLevel={3}
          icon={<EmptyPicture name="no-goals" />}
          title="No goals created yet"
          action={args.action}
        />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(3);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
