import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Column, columnVariants, TaskSwipeCard } from '@taskboard/ui';

const tasks = ['Brush teeth', 'Pack school bag', 'Read for 10 minutes'].map((title, index) => (
  <TaskSwipeCard key={index} task={{ id: index, title, job_status: 'NEW' }} onMove={fn()} />
));

const meta = {
  title: 'Board/Column',
  component: Column,
  tags: ['autodocs'],
  args: { status: 'NEW', title: 'New Tasks', children: tasks },
  argTypes: { variant: { control: 'inline-radio', options: columnVariants } },
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
    await expect(column).toHaveAttribute('data-status', 'NEW');
    await expect(canvas.getByLabelText('3 tasks')).toHaveTextContent('3');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const EmptyDesktop: Story = {
  args: { status: 'OPEN', title: 'In Progress', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No task here yet!')).toBeVisible();
    await expect(canvas.getByLabelText('0 tasks')).toBeVisible();
  },
};

export const EmptyMobile: Story = {
  args: { status: 'CLOSED', title: undefined, children: undefined, variant: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Done/ })).toBeVisible();
    await expect(canvas.getByText('No tasks in Done')).toBeVisible();
  },
};

export const MinimumHeightOfFullestColumn: Story = {
  args: { status: 'OPEN', title: 'In Progress', children: undefined, minTaskSlots: 4 },
  play: async ({ canvas }) => {
    const empty = canvas.getByText('No task here yet!');
    // Four slots of 64 px: the empty column is as tall as one holding four tasks.
    await expect(empty.getBoundingClientRect().height).toBeGreaterThanOrEqual(4 * 64 - 1);
  },
};

export const DropTargetOver: Story = {
  args: { isOver: true, dropRef: fn() },
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

export const ManyTasks: Story = {
  args: {
    status: 'OPEN',
    title: 'In Progress',
    children: Array.from({ length: 9 }, (_, index) => (
      <TaskSwipeCard
        key={index}
        task={{ id: index, title: `Task number ${index + 1}`, job_status: 'OPEN' }}
        onMove={fn()}
      />
    )),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
