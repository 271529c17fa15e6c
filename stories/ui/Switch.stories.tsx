import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack, Switch } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: {
    label: 'Email notifications',
    description: 'Badges and the weekly summary arrive by e-mail.',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TogglesWithClickAndSpace: Story = {
  render: (args) => {
    const [on, setOn] = useState(false);
    return (
      <Switch
        {...args}
        checked={on}
        onCheckedChange={(value) => {
          setOn(value);
          args.onCheckedChange?.(value);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAccessibleDescription(
      'Badges and the weekly summary arrive by e-mail.',
    );
    await userEvent.click(canvas.getByText('Email notifications'));
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: {
    label: 'Push notifications',
    description: 'Not available on this server',
    disabled: true,
    checked: false,
  },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Push notifications' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const List: Story = {
  render: () => (
    <Stack gap="xs">
      <Switch label="Show my badges" defaultChecked />
      <Switch label="Show my age" />
      <Switch label="Searchable by username" defaultChecked />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    await expect(canvas.getByRole('switch', { name: 'Show my age' })).not.toBeChecked();
  },
};

/** Off, on, without a description, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="18rem">
      <State name="off">
        <Switch {...args} defaultChecked={false} />
      </State>
      <State name="on">
        <Switch {...args} label="Cheer sound" defaultChecked />
      </State>
      <State name="no description">
        <Switch {...args} label="Calm celebrations" description={undefined} />
      </State>
      <State name="disabled">
        <Switch {...args} label="Weekly summary" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
