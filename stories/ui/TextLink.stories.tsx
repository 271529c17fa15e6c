import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Text, TextLink } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Typography/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '#signup', children: 'Create an account' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveFocus();
  },
};

export const InSentence: Story = {
  render: (args) => (
    <Text>
      New here? <TextLink {...args} />
    </Text>
  ),
};

export const AsChild: Story = {
  args: { asChild: true, children: <a href="#login">Log in</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#login');
  },
};

/** On its own, in a sentence, and as a router link. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="14rem">
      <State name="on its own">
        <TextLink {...args} />
      </State>
      <State name="in a sentence">{InSentence.render?.(args, {} as never)}</State>
      <State name="as a router link">
        <TextLink asChild>
          <a href="#login">Log in</a>
        </TextLink>
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(3);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
