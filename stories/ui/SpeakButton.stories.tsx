import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonVariants, SpeakButton } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Board/SpeakButton',
  component: SpeakButton,
  tags: ['autodocs'],
  args: { text: 'Feed the cat', onSpeak: fn() },
} satisfies Meta<typeof SpeakButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud: Feed the cat' }));
    await expect(args.onSpeak).toHaveBeenCalledWith('Feed the cat');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Read aloud: Feed the cat' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSpeak).toHaveBeenCalledWith('Feed the cat');
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Read aloud: Feed the cat' })).toBeDisabled();
  },
};

/** Every variant, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="8rem">
      {buttonVariants.map((variant) => (
        <State key={variant} name={variant}>
          <SpeakButton {...args} text={`Feed the cat (${variant})`} variant={variant} />
        </State>
      ))}
      <State name="disabled">
        <SpeakButton {...args} text="Feed the dog" disabled />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(buttonVariants.length + 1);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
