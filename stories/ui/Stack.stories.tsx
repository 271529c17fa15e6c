import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Stack, stackAligns, stackJustifies } from '@taskboard/ui';
import { vars } from '@taskboard/ui/theme';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const spaceKeys = Object.keys(vars.space);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: 'md',
    direction: 'row',
    children: ['New', 'In progress', 'Done'].map((name) => (
      <Button key={name} variant="secondary">
        {name}
      </Button>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: spaceKeys },
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    align: { control: 'select', options: stackAligns },
    justify: { control: 'select', options: stackJustifies },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Column: Story = { args: { direction: 'column', align: 'start' } };

export const AsList: Story = {
  args: {
    as: 'ul',
    direction: 'column',
    children: ['Brush teeth', 'Feed the cat'].map((task) => <li key={task}>{task}</li>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Wrapping: Story = {
  args: { wrap: true },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};

/** Row and column, each alignment, and wrapping. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="16rem">
      {(['row', 'column'] as const).map((direction) => (
        <State key={direction} name={direction}>
          <Stack {...args} direction={direction} />
        </State>
      ))}
      {stackJustifies.map((justify) => (
        <State key={justify} name={`justify ${justify}`}>
          <Stack {...args} justify={justify} />
        </State>
      ))}
      <State name="wrapping">
        <div style={{ maxWidth: 200 }}>
          <Stack {...args} wrap />
        </div>
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(2 + stackJustifies.length + 1);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
