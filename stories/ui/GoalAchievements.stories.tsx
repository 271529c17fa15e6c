import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  GoalAchievements,
  GoalDetailsDialog,
  headingLevels,
  type CompletedGoal,
} from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const goals: CompletedGoal[] = [
  { id: 1, title: 'Tidy my room', completedAt: '2026-03-04T10:00:00Z' },
  { id: 2, title: 'Learn to tie my shoes', completedAt: '2026-03-02T10:00:00Z' },
  { id: 3, title: 'Plant a sunflower', completedAt: '2026-02-27T10:00:00Z' },
  { id: 4, title: 'Read a book with Dad', completedAt: '2026-02-20T10:00:00Z' },
  { id: 5, title: 'Help bake bread', completedAt: '2026-02-11T10:00:00Z' },
];

const meta = {
  title: 'Profile/GoalAchievements',
  component: GoalAchievements,
  tags: ['autodocs'],
  args: { goals, onGoalSelect: fn(), formatDate: (date: string) => date.slice(0, 10) },
  argTypes: {
    collapsedCount: { control: { type: 'number', min: 0 } },
    loading: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: headingLevels },
  },
} satisfies Meta<typeof GoalAchievements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest Goals Achievement' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Completed 2026-03-04')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tidy my room/ }));
    await expect(args.onGoalSelect).toHaveBeenCalledWith(1);
  },
};

export const PhoneCollapsed: Story = {
  args: { collapsedCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '+2 more goals completed' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { goals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No completed goals yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { goals: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'loading');
  },
};

export const WithItsTasks: Story = {
  render: function GoalWithTasks(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <GoalAchievements {...args} onGoalSelect={() => setOpen(true)} />
        <GoalDetailsDialog
          open={open}
          onOpenChange={setOpen}
          title="Tidy my room"
          completedAt="2026-03-04T10:00:00Z"
          formatDate={(date) => date.slice(0, 10)}
          tasks={[
            { id: 11, title: 'Pick up toys', done: true, priority: 'high' },
            {
              id: 12,
              title: 'Make the bed',
              description: 'Pillow on top',
              done: true,
              priority: 'medium',
            },
            { id: 13, title: 'Dust the shelf', done: false, priority: 'low' },
          ]}
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Tidy my room/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Tidy my room',
    });
    await expect(within(dialog).getByText('Completed 2026-03-04')).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Tasks (3)' })).toBeVisible();
    await expect(within(dialog).getAllByRole('img', { name: 'Done' })).toHaveLength(2);
    await expect(within(dialog).getByText('High')).toHaveAttribute('data-priority', 'high');
    await expect(within(dialog).getByText('Medium')).toHaveAttribute('data-priority', 'medium');
  },
};

export const GoalWithoutTasks: Story = {
  render: () => (
    <GoalDetailsDialog open onOpenChange={() => {}} title="Plant a sunflower" tasks={[]} />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('No tasks found for this goal')).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Tasks (0)' })).toBeVisible();
  },
};

/** Goals, collapsed as on a phone, none yet, and loading. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="20rem">
      <State name="closed goals">
        <GoalAchievements {...args} />
      </State>
      <State name="collapsed (phone)">
        <GoalAchievements {...args} collapsedCount={3} />
      </State>
      <State name="none yet">
        <GoalAchievements {...args} goals={[]} />
      </State>
      <State name="loading">
        <GoalAchievements {...args} goals={[]} loading />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
