import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CategoryColorPicker, categoryColors, type CategoryColor } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Settings/CategoryColorPicker',
  component: CategoryColorPicker,
  tags: ['autodocs'],
  args: { label: 'Colour', value: 'blue', onValueChange: fn() },
} satisfies Meta<typeof CategoryColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Colour' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(categoryColors.length);
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Teal' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('teal');
  },
};

/** Arrow keys move the choice, as in any radio group. */
export const Keyboard: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState<CategoryColor>('blue');
    return (
      <CategoryColorPicker {...args} allowNone={false} value={value} onValueChange={setValue} />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Blue' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Green' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Green' })).toHaveFocus();
  },
};

export const Translated: Story = {
  args: {
    label: 'Farbe',
    value: 'red',
    messages: {
      colors: {
        blue: 'Blau',
        green: 'Grün',
        purple: 'Lila',
        red: 'Rot',
        orange: 'Orange',
        pink: 'Rosa',
        indigo: 'Indigo',
        teal: 'Petrol',
        yellow: 'Gelb',
        gray: 'Grau',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Farbe' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Rot' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Pink' })).toBeDisabled();
  },
};

/** A task's colour may be none: "No colour" comes first and gives null. */
export const WithNone: Story = {
  args: { allowNone: true, value: null, label: 'Task colour' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(categoryColors.length + 1);
    await expect(canvas.getByRole('radio', { name: 'No colour' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Green' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('green');
  },
};

/** A child's size: every swatch a 56 px target. */
export const ChildSize: Story = {
  args: { allowNone: true, value: 'orange', size: 'lg', label: 'Task colour' },
  play: async ({ canvas }) => {
    const swatch = canvas.getByRole('radio', { name: 'Orange' }).parentElement!;
    await expect(swatch.getBoundingClientRect().width).toBeGreaterThanOrEqual(56);
    await expect(swatch.getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
  },
};

/** Each colour chosen, none chosen, a child's size and the picker disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="22rem">
      {categoryColors.map((color) => (
        <State key={color} name={`${color} chosen`}>
          <CategoryColorPicker {...args} label={`Colour (${color})`} value={color} />
        </State>
      ))}
      <State name="no colour chosen">
        <CategoryColorPicker {...args} label="Colour (none)" allowNone value={null} />
      </State>
      <State name="child size">
        <CategoryColorPicker
          {...args}
          allowNone
          size="lg"
          value="orange"
          label="Colour (child size)"
        />
      </State>
      <State name="disabled">
        <CategoryColorPicker {...args} label="Colour (disabled)" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(categoryColors.length + 3);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
