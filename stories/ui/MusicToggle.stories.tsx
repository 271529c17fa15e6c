import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { musicStates, MusicToggle, musicToggleLooks } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Profile/MusicToggle',
  component: MusicToggle,
  tags: ['autodocs'],
  args: { state: 'paused', onToggle: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: musicStates },
    look: { control: 'inline-radio', options: musicToggleLooks },
  },
} satisfies Meta<typeof MusicToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Play music' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Playing: Story = {
  args: { state: 'playing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause music' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Blocked: Story = {
  args: { state: 'blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Click play to start music')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play music' })).toBeEnabled();
  },
};

/** For an early reader: a picture of music on the button; why it is silent is read, not shown. */
export const BlockedAsPicture: Story = {
  args: { state: 'blocked', look: 'picture' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Play music' });
    await expect(button.querySelector('[data-picture="music"]')).not.toBeNull();
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent('Click play to start music');
    // Visually hidden: a one-pixel box, clipped.
    await expect(note.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvasElement.querySelector('[data-look="picture"]')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play music' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load audio');
  },
};

/** Every state of the music. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="14rem">
      {musicStates.map((state) => (
        <State key={state} name={state}>
          <MusicToggle {...args} state={state} aria-label={`Background music (${state})`} />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(musicStates.length);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
