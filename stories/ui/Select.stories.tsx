import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const statuses = [
  { value: 'NEW', label: 'New' },
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Status', options: statuses, defaultValue: 'NEW', onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await expect(trigger).toHaveTextContent('New');
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('option', { name: 'Closed' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('CLOSED');
    await waitFor(() => expect(trigger).toHaveTextContent('Closed'));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'open'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('OPEN');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'closed'));
  },
};

/** After a choice focus is back on the select, and nothing around it is left hidden from screen readers. */
export const FocusAfterAChoice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'open'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.closest('[aria-hidden="true"]')).toBeNull(),
    );
  },
};

export const Placeholder: Story = {
  args: {
    label: 'Category',
    defaultValue: undefined,
    placeholder: 'Pick a category',
    options: [
      { value: 'none', label: 'No Category' },
      { value: 'school', label: 'School' },
      { value: 'home', label: 'Home' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Pick a category',
    );
  },
};

export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [value, setValue] = useState('OPEN');
    return (
      <>
        <Select {...args} value={value} onValueChange={setValue} />
        <p>Chosen: {value}</p>
      </>
    );
  },
};

export const WithError: Story = {
  args: { error: 'Choose a status.', hint: 'Closed goals leave the board.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(
      'Closed goals leave the board. Choose a status.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Chosen, a placeholder, with a hint and an error, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="16rem">
      <State name="chosen">
        <Select {...args} />
      </State>
      <State name="placeholder">
        <Select {...args} {...Placeholder.args} label="Status (none yet)" />
      </State>
      <State name="hint and error">
        <Select {...args} {...WithError.args} label="Status (invalid)" />
      </State>
      <State name="disabled">
        <Select {...args} label="Status (locked)" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
