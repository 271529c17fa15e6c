import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BoardColumns, Column, TaskSwipeCard, type BoardColumn } from '@taskboard/ui';

const cards = (column: BoardColumn, titles: string[]) =>
  titles.map((title, index) => (
    <TaskSwipeCard key={index} task={{ id: `${column}-${index}`, title, column }} onMove={fn()} />
  ));

const entries = (
  [
    ['new', 'New Tasks', ['Get dressed', 'Brush your teeth']],
    ['progress', 'In Progress', ['Pack your schoolbag']],
    ['done', 'Done', []],
  ] as const
).map(([column, title, titles]) => ({
  column,
  title,
  count: titles.length,
  content: (
    <Column column={column} title={title}>
      {cards(column, [...titles])}
    </Column>
  ),
}));

const meta = {
  title: 'Board/BoardColumns',
  component: BoardColumns,
  tags: ['autodocs'],
  args: { columns: entries },
  argTypes: { columns: { control: false } },
} satisfies Meta<typeof BoardColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide enough for every column at its minimum width: side by side. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-arrangement]')).toHaveAttribute(
      'data-arrangement',
      'columns',
    );
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
  },
};

/** Narrower than three columns need: one column at a time, under tabs with each one's count. */
export const NarrowBoard: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-arrangement]')).toHaveAttribute(
      'data-arrangement',
      'tabs',
    );
    await expect(canvas.getByRole('tab', { name: 'New Tasks, 2 tasks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Radix activates a tab on press, as a finger or mouse does.
    await userEvent.click(canvas.getByRole('tab', { name: 'In Progress, 1 task' }));
    await expect(await canvas.findByRole('group', { name: 'Pack your schoolbag' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Get dressed' })).toBeNull();
  },
};
