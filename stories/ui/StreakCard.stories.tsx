import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StreakCard } from '@taskboard/ui';

const meta = {
  title: 'Profile/StreakCard',
  component: StreakCard,
  tags: ['autodocs'],
  args: { streak: { current_streak: 4, longest_streak: 9 } },
} satisfies Meta<typeof StreakCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoStreak: Story = {
  args: { streak: { current_streak: 0, longest_streak: 3 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No current streak')).toBeVisible();
    await expect(
      canvas.getByText('Complete a goal or task today to start your streak!'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'none');
  },
};

export const OneDay: Story = {
  args: { streak: { current_streak: 1, longest_streak: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 day streak')).toBeVisible();
    await expect(canvas.getByText('Great start! Keep the momentum going!')).toBeVisible();
    await expect(canvas.getByText('Longest streak: 1 day')).toBeVisible();
  },
};

export const Green: Story = {
  args: { streak: { current_streak: 5, longest_streak: 12 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('5 day streak')).toBeVisible();
    await expect(canvas.getByText("You're building a habit! Keep it up!")).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'green');
  },
};

export const Orange: Story = {
  args: { streak: { current_streak: 12, longest_streak: 12 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Amazing consistency! You're on fire!")).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'orange');
  },
};

export const Red: Story = {
  args: { streak: { current_streak: 45, longest_streak: 60 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('45 day streak')).toBeVisible();
    await expect(
      canvas.getByText("Incredible dedication! You're a productivity champion!"),
    ).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-tone', 'red');
  },
};

export const Compact: Story = {
  args: { compact: true, streak: { current_streak: 8, longest_streak: 10 } },
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

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { streak: { current_streak: 30, longest_streak: 30 } },
};

export const DarkCompact: Story = {
  globals: { theme: 'dark' },
  args: { compact: true, streak: { current_streak: 3, longest_streak: 3 } },
};
