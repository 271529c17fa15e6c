import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, Text } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs.Root,
  tags: ['autodocs'],
  args: { defaultValue: 'month', onValueChange: fn() },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Time range">
        <Tabs.Trigger value="month">Last 30 days</Tabs.Trigger>
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="soon" disabled>
          This year
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="month">
        <Text>12 tasks done in the last 30 days.</Text>
      </Tabs.Content>
      <Tabs.Content value="all">
        <Text>87 tasks done since you joined.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const month = canvas.getByRole('tab', { name: 'Last 30 days' });
    await expect(month).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('all');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('87 tasks');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Last 30 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveFocus();
    await expect(all).toHaveAttribute('data-state', 'active');
  },
};

/** Each tab chosen (the third is disabled). */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="18rem">
      {['month', 'all'].map((value) => (
        <State key={value} name={`${value} chosen`}>
          {meta.render({ ...args, defaultValue: value })}
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(2);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
