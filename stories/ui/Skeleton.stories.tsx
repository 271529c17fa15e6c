import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes, Stack } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const GoalCardLoading: Story = {
  render: () => (
    <Stack gap="sm" direction="row" align="center" data-testid="placeholder">
      <Skeleton shape="circle" />
      <Stack gap="xs" style={{ flex: 1 }}>
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="text" width="40%" />
      </Stack>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Placeholders are silent; the page says what is loading elsewhere.
    const placeholders = canvas.getByTestId('placeholder').querySelectorAll('[data-shape]');
    await expect(placeholders).toHaveLength(3);
    for (const el of placeholders) await expect(el).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Block: Story = { args: { shape: 'block' } };

/** Every shape, and a card loading. */
export const AllStates: Story = {
  render: () => (
    <StateGrid min="12rem">
      {skeletonShapes.map((shape) => (
        <State key={shape} name={shape}>
          <Skeleton shape={shape} width={shape === 'circle' ? undefined : '100%'} />
        </State>
      ))}
      <State name="a card loading">{GoalCardLoading.render?.({}, {} as never)}</State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(skeletonShapes.length + 1);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
