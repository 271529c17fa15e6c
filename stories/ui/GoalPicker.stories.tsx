import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { GoalPicker, type GoalPickerGoal } from '@taskboard/ui';

const goals: GoalPickerGoal[] = [
  { id: 1, title: 'Get ready for school', picture: 'shirt', color: 'orange' },
  { id: 2, title: 'Bedtime', picture: 'moon', color: 'blue' },
  { id: 3, title: 'Tidy my room' },
];

const meta = {
  title: 'Board/GoalPicker',
  component: GoalPicker,
  tags: ['autodocs'],
  args: { goals, value: 1, onValueChange: fn() },
  argTypes: { goals: { control: 'object' } },
} satisfies Meta<typeof GoalPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Choose a goal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get ready for school' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await canvas.getByRole('button', { name: 'Bedtime' }).click();
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
  },
};

/** A goal without a picture of its own (or a task's) shows a star. */
export const WithoutPicture: Story = {
  args: { goals: [goals[2]!], value: 3 },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: 'Tidy my room' });
    await expect(tile.querySelector('[data-picture="star"]')).not.toBeNull();
  },
};

/** Texts come from the app: every one can be given. */
export const Translated: Story = {
  args: { messages: { label: 'もくひょうをえらぶ' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'もくひょうをえらぶ' })).toBeVisible();
  },
};

export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState<string | number>(1);
    return <GoalPicker {...args} value={value} onValueChange={setValue} />;
  },
  play: async ({ canvas }) => {
    await canvas.getByRole('button', { name: 'Bedtime' }).click();
    await expect(canvas.getByRole('button', { name: 'Bedtime' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
