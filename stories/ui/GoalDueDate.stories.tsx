import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GoalCard, GoalDueDate, GoalPicker } from '@taskboard/ui';
import { State, StateGrid, repeatedLandmarks, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Board/GoalDueDate',
  component: GoalDueDate,
  tags: ['autodocs'],
  args: { daysLeft: 2 },
  argTypes: { daysLeft: { control: { type: 'range', min: -3, max: 10, step: 1 } } },
} satisfies Meta<typeof GoalDueDate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2 sleeps')).toBeVisible();
    await expect(canvas.getByText('Due: 2 sleeps')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-picture="moon"]')).toHaveLength(2);
  },
};

/** Tomorrow is one sleep away: one moon. */
export const Tomorrow: Story = {
  args: { daysLeft: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1 sleep')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-picture="moon"]')).toHaveLength(1);
  },
};

export const Today: Story = {
  args: { daysLeft: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Today')).toBeVisible();
    await expect(canvasElement.querySelector('[data-picture="sun"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-picture="moon"]')).toBeNull();
  },
};

export const Overdue: Story = {
  args: { daysLeft: -2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvasElement.querySelector('[data-due="overdue"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-picture="clock"]')).not.toBeNull();
  },
};

/** More than a week away: seven moons and a plus, the count in words. */
export const ManySleeps: Story = {
  args: { daysLeft: 12 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('12 sleeps')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-picture="moon"]')).toHaveLength(7);
    await expect(canvas.getByText('+')).toBeVisible();
  },
};

/** On a small tile: three moons at most, the words still saying how many. */
export const Compact: Story = {
  args: { daysLeft: 9, compact: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('9 sleeps')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-picture="moon"]')).toHaveLength(3);
    await expect(canvas.getByText('+')).toBeVisible();
  },
};

/** Texts come from the app: every one can be given. */
export const Translated: Story = {
  args: {
    daysLeft: 3,
    messages: { sleeps: (count) => `あと${count}かい ねる`, label: (words) => `きげん：${words}` },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('あと3かい ねる')).toBeVisible();
  },
};

/** On the goal card a parent reads, and on a child's picture tiles; a closed goal shows none. */
export const OnCardAndTile: Story = {
  parameters: repeatedLandmarks,
  render: () => (
    <StateGrid min="20rem">
      <State name="card, 2 sleeps">
        <GoalCard goal={{ id: 1, title: 'Build a den', status: 'open', daysLeft: 2 }} />
      </State>
      <State name="card, overdue">
        <GoalCard goal={{ id: 2, title: 'Plant seeds', status: 'new', daysLeft: -1 }} />
      </State>
      <State name="card, closed">
        <GoalCard goal={{ id: 3, title: 'Read a book', status: 'closed', daysLeft: -4 }} />
      </State>
      <State name="tiles">
        <GoalPicker
          value={1}
          onValueChange={() => {}}
          goals={[
            { id: 1, title: 'Bedtime', picture: 'moon', color: 'blue', daysLeft: 0 },
            { id: 2, title: 'Tidy my room', picture: 'toy-box', daysLeft: 1 },
          ]}
        />
      </State>
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'Goal: Plant seeds' })).toHaveAttribute(
      'data-overdue',
      'true',
    );
    await expect(
      canvas.getByRole('article', { name: 'Goal: Read a book' }).querySelector('[data-due]'),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: /Tidy my room/ })).toHaveAccessibleName(
      'Tidy my room Due: 1 sleep',
    );
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="12rem">
      {[-3, 0, 1, 2, 5, 7, 9].map((days) => (
        <State key={days} name={`${days} days left`}>
          <GoalDueDate {...args} daysLeft={days} />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(7);
    await expect(
      [...canvasElement.querySelectorAll('[data-due]')].map((d) => d.getAttribute('data-due')),
    ).toEqual(['overdue', 'today', 'soon', 'soon', 'soon', 'soon', 'soon']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
