import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Text, TextLink } from '@taskboard/ui';

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

export const Dark: Story = { globals: { theme: 'dark' }, render: InSentence.render };
