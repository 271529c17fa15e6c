import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  TaskPicture,
  TaskPicturePicker,
  UiMessagesProvider,
  type TaskPictureName,
} from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Board/TaskPicturePicker',
  component: TaskPicturePicker,
  tags: ['autodocs'],
  args: { label: 'Picture (optional)', value: null, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskPicturePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'No picture' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Toothbrush' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('toothbrush');
  },
};

export const Chosen: Story = {
  args: { value: 'shoe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Shoe' })).toBeChecked();
  },
};

/** Nothing chosen, a picture chosen, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="22rem">
      <State name="nothing chosen">
        <TaskPicturePicker {...args} label="Picture (none)" value={null} />
      </State>
      <State name="a picture chosen">
        <TaskPicturePicker {...args} label="Picture (shoe)" value="shoe" />
      </State>
      <State name="disabled">
        <TaskPicturePicker {...args} label="Picture (locked)" value="book" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(3);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };

export const Disabled: Story = {
  args: { value: 'book', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Book' })).toBeDisabled();
  },
};

/** Every text can be replaced: the picker's by prop, the pictures' names through the provider. */
export const OtherLanguage: Story = {
  args: { label: 'Bild', messages: { none: 'Kein Bild' } },
  decorators: [
    (Story) => (
      <UiMessagesProvider messages={{ taskPicture: { shoe: 'Schuh' } }}>
        <Story />
      </UiMessagesProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Bild' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Kein Bild' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Schuh' })).toBeInTheDocument();
  },
};

/** With the keyboard: arrows move the choice, the card shows it large. */
export const WithKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<TaskPictureName | null>('toothbrush');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {value ? <TaskPicture name={value} size="lg" label /> : null}
        <TaskPicturePicker {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const toothbrush = canvas.getByRole('radio', { name: 'Toothbrush' });
    toothbrush.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Bath' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Bath' })).toBeVisible();
  },
};
