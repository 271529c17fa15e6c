import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  boardColumns,
  Column,
  columnVariants,
  headingLevels,
  TaskSwipeCard,
  type BoardColumn,
} from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const tasksIn = (column: BoardColumn, titles: string[]) =>
  titles.map((title, index) => (
    <TaskSwipeCard key={index} task={{ id: index, title, column }} onMove={fn()} />
  ));

const tasks = tasksIn('new', ['Brush teeth', 'Pack school bag', 'Read for 10 minutes']);

const meta = {
  title: 'Board/Column',
  component: Column,
  tags: ['autodocs'],
  args: { column: 'new', title: 'New Tasks', children: tasks },
  argTypes: {
    column: { control: 'inline-radio', options: boardColumns },
    variant: { control: 'inline-radio', options: columnVariants },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    over: { control: 'boolean' },
    minTaskSlots: { control: { type: 'number', min: 1, max: 10 } },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Column>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const column = canvas.getByRole('region', { name: /New Tasks/ });
    await expect(column).toHaveAttribute('data-column', 'new');
    await expect(canvas.getByLabelText('3 tasks')).toHaveTextContent('3');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const EmptyDesktop: Story = {
  args: { column: 'progress', title: 'In Progress', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No task here yet!')).toBeVisible();
    await expect(canvas.getByLabelText('0 tasks')).toBeVisible();
  },
};

export const EmptyMobile: Story = {
  args: { column: 'done', title: undefined, children: undefined, variant: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Done/ })).toBeVisible();
    await expect(canvas.getByText('No tasks in Done')).toBeVisible();
  },
};

export const MinimumHeightOfFullestColumn: Story = {
  args: { column: 'progress', title: 'In Progress', children: undefined, minTaskSlots: 4 },
  play: async ({ canvas }) => {
    const empty = canvas.getByText('No task here yet!');
    // Four slots of 64 px: the empty column is as tall as one holding four tasks.
    await expect(empty.getBoundingClientRect().height).toBeGreaterThanOrEqual(4 * 64 - 1);
  },
};

export const DropTargetOver: Story = {
  args: { over: true, dropRef: fn() },
  play: async ({ args, canvas }) => {
    const column = canvas.getByRole('region', { name: /New Tasks/ });
    await expect(column).toHaveAttribute('data-over', 'true');
    await expect(args.dropRef).toHaveBeenCalledWith(column);
  },
};

export const CountFromServer: Story = {
  args: { count: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('12 tasks')).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /New Tasks/ })).toBeVisible();
  },
};

export const Translated: Story = {
  args: {
    title: undefined,
    children: undefined,
    variant: 'mobile',
    messages: {
      titles: { new: 'Neu', progress: 'In Arbeit', done: 'Erledigt' },
      count: (count) => `${count} Aufgaben`,
      emptyIn: (column) => `Keine Aufgaben in ${column}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Neu/ })).toBeVisible();
    await expect(canvas.getByLabelText('0 Aufgaben')).toBeVisible();
    await expect(canvas.getByText('Keine Aufgaben in Neu')).toBeVisible();
  },
};

export const ManyTasks: Story = {
  args: {
    column: 'progress',
    title: 'In Progress',
    children: tasksIn(
      'progress',
      Array.from({ length: 9 }, (_, index) => `Task number ${index + 1}`),
    ),
  },
};

/** Every column and state side by side. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <StateGrid>
      {boardColumns.map((column) => (
        <State key={column} name={`${column}, with tasks`}>
          <Column column={column}>{tasksIn(column, ['Brush teeth', 'Feed the cat'])}</Column>
        </State>
      ))}
      <State name="empty, desktop">
        <Column column="progress" />
      </State>
      <State name="empty, mobile">
        <Column column="done" variant="mobile" />
      </State>
      <State name="a task dragged over it">
        <Column column="new" over>
          {tasksIn('new', ['Brush teeth'])}
        </Column>
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(6);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
