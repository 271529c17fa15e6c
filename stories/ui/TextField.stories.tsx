import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Username', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'sam');
    await expect(input).toHaveValue('sam');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const WithHint: Story = {
  args: { hint: 'Letters and numbers only, 3 to 20 of them.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('Letters and numbers only, 3 to 20 of them.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: {
    hint: 'Letters and numbers only.',
    error: 'This username is taken.',
    defaultValue: 'sam',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Letters and numbers only. This username is taken.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'sam' } };

export const Email: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    placeholder: 'parent@example.com',
    autoComplete: 'email',
  },
};

export const LongText: Story = {
  args: {
    label: 'What would you like to call this really quite long goal about reading more books?',
    error: 'Titles can be at most 100 characters long, and this one is longer than that.',
  },
};

/** Empty, with a hint, with an error, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="18rem">
      <State name="empty">
        <TextField {...args} />
      </State>
      <State name="with a hint">
        <TextField {...args} label="Username (hint)" {...WithHint.args} />
      </State>
      <State name="with an error">
        <TextField {...args} {...WithError.args} label="Username (invalid)" />
      </State>
      <State name="disabled">
        <TextField {...args} label="Username (locked)" {...Disabled.args} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
