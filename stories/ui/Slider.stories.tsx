import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const minutes = (value: number) => `${value} ${value === 1 ? 'minute' : 'minutes'}`;

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: {
    label: 'Timer length',
    min: 1,
    max: 25,
    step: 1,
    defaultValue: 5,
    formatValue: minutes,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Timer length' });
    await expect(slider).toHaveAttribute('aria-valuetext', '5 minutes');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(7);
    await expect(slider).toHaveAttribute('aria-valuenow', '7');
    await expect(slider).toHaveAttribute('aria-valuetext', '7 minutes');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '25');
  },
};

export const Controlled: Story = {
  render: function ControlledSlider(args) {
    const [value, setValue] = useState(10);
    return <Slider {...args} defaultValue={undefined} value={value} onValueChange={setValue} />;
  },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Timer length' });
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByText('1 minute')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'Maximum timer is 25 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAccessibleDescription(
      'Maximum timer is 25 minutes.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** At the start, in the middle, at the end, with a hint, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="16rem">
      {[1, 13, 25].map((value) => (
        <State key={value} name={`at ${value}`}>
          <Slider {...args} label={`Timer length (${value})`} defaultValue={value} />
        </State>
      ))}
      <State name="with a hint">
        <Slider {...args} label="Timer length (hint)" {...WithHint.args} />
      </State>
      <State name="disabled">
        <Slider {...args} label="Timer length (locked)" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(5);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
