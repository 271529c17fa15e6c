import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { EmptyState, Table, tableDensities, tableVariants } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

type Goal = { title: string; status: string; category: string; tasks: number };

const goals: Goal[] = [
  { title: 'Grow a sunflower', status: 'Open', category: 'Nature', tasks: 3 },
  { title: 'Read a book about space', status: 'New', category: 'Reading', tasks: 1 },
  { title: 'Tidy my room', status: 'Closed', category: 'No Category', tasks: 4 },
];

type GoalTableProps = ComponentProps<typeof Table.Root> & {
  rows?: readonly Goal[];
  hideCaption?: boolean;
};

/** The goals table every story draws: a caption, a header row and one row per goal. */
function GoalTable({ rows = goals, hideCaption = false, ...props }: GoalTableProps) {
  return (
    <Table.Root {...props}>
      <Table.Caption visuallyHidden={hideCaption}>My goals</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Goal</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
          <Table.HeaderCell>Category</Table.HeaderCell>
          <Table.HeaderCell>Tasks</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((goal, index) => (
          <Table.Row key={`${goal.title}-${index}`}>
            <Table.HeaderCell scope="row">{goal.title}</Table.HeaderCell>
            <Table.Cell>{goal.status}</Table.Cell>
            <Table.Cell>{goal.category}</Table.Cell>
            <Table.Cell>{goal.tasks}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const meta = {
  title: 'Data display/Table',
  component: GoalTable,
  tags: ['autodocs'],
  args: { variant: 'zebra', density: 'comfortable', hideCaption: false },
  argTypes: {
    variant: { control: 'inline-radio', options: tableVariants },
    density: { control: 'inline-radio', options: tableDensities },
  },
} satisfies Meta<typeof GoalTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My goals' });
    await expect(table).toHaveAttribute('data-variant', 'zebra');
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Goal',
      'Status',
      'Category',
      'Tasks',
    ]);
    await expect(canvas.getByRole('rowheader', { name: 'Grow a sunflower' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Tidy my room/ })).toHaveTextContent('Closed');
    // A table that fits its container is no tab stop.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Compact: Story = {
  args: { density: 'compact', variant: 'plain' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My goals' });
    await expect(table).toHaveAttribute('data-density', 'compact');
    await expect(table).toHaveAttribute('data-variant', 'plain');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    // Out of sight, still the table's name.
    await expect(canvas.getByRole('table', { name: 'My goals' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: (args) => (
    <>
      <GoalTable {...args} rows={[]} />
      <EmptyState title="No goals yet" description="Add a goal to see it here." />
    </>
  ),
  play: async ({ canvas }) => {
    // Only the header row is left.
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByText('No goals yet')).toBeVisible();
  },
};

export const ManyRows: Story = {
  args: {
    rows: Array.from({ length: 40 }, (_, index) => ({
      title: `Goal number ${index + 1}`,
      status: ['New', 'Open', 'Closed'][index % 3] ?? 'New',
      category: index % 2 === 0 ? 'Nature' : 'Reading',
      tasks: index % 5,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(41);
    await expect(canvas.getByRole('rowheader', { name: 'Goal number 40' })).toBeInTheDocument();
  },
};

const longTitle =
  'Learn every verse of the very long song about the seven sleepy dragons who guard the moon';

export const LongText: Story = {
  args: {
    rows: [
      { ...goals[0]!, title: longTitle },
      { ...goals[1]!, category: 'Things to do with grandma on a rainy Sunday afternoon' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: longTitle })).toBeVisible();
  },
};

export const Overflowing: Story = {
  render: (args) => (
    // A narrow container: the table scrolls sideways inside it.
    <div style={{ maxWidth: '12rem' }}>
      <GoalTable {...args} rows={[{ ...goals[0]!, category: 'Supercalifragilistic' }]} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = await waitFor(() => canvas.getByRole('region', { name: 'My goals' }));
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAttribute('data-overflowing');
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** Every variant in every density, and a hidden caption. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="26rem">
      {tableVariants.flatMap((variant) =>
        tableDensities.map((density) => (
          <State key={`${variant}-${density}`} name={`${variant}, ${density}`}>
            <GoalTable {...args} variant={variant} density={density} />
          </State>
        )),
      )}
      <State name="caption hidden">
        <GoalTable {...args} hideCaption />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(
      tableVariants.length * tableDensities.length + 1,
    );
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
