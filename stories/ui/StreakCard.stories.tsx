import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StreakCard } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Profile/StreakCard',
  component: StreakCard,
  tags: ['autodocs'],
  args: { current: 4, longest: 9 },
  argTypes: {
    current: { control: { type: 'range', min: 0, max: 60, step: 1 } },
    longest: { control: { type: 'number', min: 0 } },
    compact: { control: 'boolean' },
    loading: { control: 'boolean' },
  },
} satisfies Meta<typeof StreakCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoStreak: Story = {
  args: { current: 0, longest: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No current streak')).toBeVisible();
    await expect(
      canvas.getByText('Complete a goal or task today to start your streak!'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'none');
  },
};

export const OneDay: Story = {
  args: { current: 1, longest: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 day streak')).toBeVisible();
    await expect(canvas.getByText('Great start! Keep the momentum going!')).toBeVisible();
    await expect(canvas.getByText('Longest streak: 1 day')).toBeVisible();
  },
};

export const Building: Story = {
  args: { current: 5, longest: 12 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('5 day streak')).toBeVisible();
    await expect(canvas.getByText("You're building a habit! Keep it up!")).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'building');
  },
};

export const Consistent: Story = {
  args: { current: 12, longest: 12 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Amazing consistency! You're on fire!")).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'consistent');
  },
};

export const Dedicated: Story = {
  args: { current: 45, longest: 60 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('45 day streak')).toBeVisible();
    await expect(
      canvas.getByText("Incredible dedication! You're a productivity champion!"),
    ).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'dedicated');
  },
};

export const Compact: Story = {
  args: { compact: true, current: 8, longest: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 day streak')).toBeVisible();
    await expect(canvas.queryByText("Amazing consistency! You're on fire!")).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
  },
};

export const OwnWords: Story = {
  args: {
    current: 2,
    longest: 5,
    messages: {
      label: 'Racha diaria',
      streak: (days) => `${days} días seguidos`,
      encouragement: {
        none: '¡Empieza hoy!',
        started: '¡Buen comienzo!',
        building: '¡Sigue así!',
        consistent: '¡Qué constancia!',
        dedicated: '¡Increíble!',
      },
      longest: (days) => `Récord: ${days} días`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Racha diaria' })).toBeVisible();
    await expect(canvas.getByText('2 días seguidos')).toBeVisible();
    await expect(canvas.getByText('¡Sigue así!')).toBeVisible();
    await expect(canvas.getByText('Récord: 5 días')).toBeVisible();
  },
};

/** Every tier, compact, and loading. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="22rem">
      {[0, 1, 5, 12, 45].map((days) => (
        <State key={days} name={`${days} days`}>
          <StreakCard {...args} current={days} longest={Math.max(days, 9)} />
        </State>
      ))}
      <State name="compact">
        <StreakCard {...args} {...Compact.args} />
      </State>
      <State name="loading">
        <StreakCard {...args} loading />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(7);
    await expect(
      [...canvasElement.querySelectorAll('section[data-tone]')].map((card) =>
        card.getAttribute('data-tone'),
      ),
    ).toEqual(['none', 'started', 'building', 'consistent', 'dedicated', 'consistent', 'building']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };

export const DarkCompact: Story = {
  globals: { theme: 'dark' },
  args: { compact: true, current: 3, longest: 3 },
};
