import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'secret1!');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'At least 8 characters.', autoComplete: 'new-password' },
};

export const WithError: Story = {
  args: { error: 'Wrong password. Try again.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wrong password. Try again.');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('abc');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Empty, with a hint, with an error, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="18rem">
      <State name="empty">
        <PasswordField {...args} />
      </State>
      <State name="with a hint">
        <PasswordField {...args} label="New password" {...WithHint.args} />
      </State>
      <State name="with an error">
        <PasswordField {...args} label="Current password" {...WithError.args} />
      </State>
      <State name="disabled">
        <PasswordField {...args} label="Old password" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
