import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Bio', maxLength: 500, showCount: true },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CountsAsYouType: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return <TextArea {...args} value={value} onChange={(e) => setValue(e.currentTarget.value)} />;
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(canvas.getByText('0/500')).toBeVisible();
    await userEvent.type(box, 'Loves puzzles');
    await expect(canvas.getByText('13/500')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('13/500');
  },
};

export const Full: Story = {
  args: { maxLength: 10, defaultValue: '0123456789' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10/10')).toHaveAttribute('data-state', 'full');
  },
};

export const WithError: Story = {
  args: {
    showCount: false,
    error: 'Bio must be no more than 500 characters',
    hint: 'A few words about you.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'A few words about you. Bio must be no more than 500 characters',
    );
  },
};

export const OwnWords: Story = {
  args: {
    defaultValue: 'Hi',
    messages: { count: (used, max) => `${max - used} characters left` },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('498 characters left')).toBeVisible();
  },
};

/** Empty with a counter, full, with an error, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="18rem">
      <State name="empty, counting">
        <TextArea {...args} />
      </State>
      <State name="full">
        <TextArea {...args} label="Bio (full)" {...Full.args} />
      </State>
      <State name="with an error">
        <TextArea {...args} {...WithError.args} label="Bio (invalid)" />
      </State>
      <State name="disabled">
        <TextArea {...args} label="Bio (locked)" defaultValue="Hello" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
