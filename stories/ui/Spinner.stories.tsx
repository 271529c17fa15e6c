import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading your goals' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your goals');
  },
};

export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Saying 'Loading', saying what loads, and decorative. */
export const AllStates: Story = {
  render: () => (
    <StateGrid min="10rem">
      <State name="default words">
        <Spinner />
      </State>
      <State name="what is loading">
        <Spinner label="Loading your goals" />
      </State>
      <State name="decorative">
        <Spinner label="" />
      </State>
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(3);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
