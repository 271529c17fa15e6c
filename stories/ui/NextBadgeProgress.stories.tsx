import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NextBadgeProgress, nextBadgeProgressVariants, type NextBadge } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

// A child part-way to several badges: what the profile and the badges page show.
const underWay: NextBadge[] = [
  {
    id: 'helper',
    kind: 'helper',
    tier: 'bronze',
    name: 'Helper',
    progress: 3,
    target: 5,
    hint: '2 more helping tasks for bronze',
  },
  {
    id: 'taskCrusher',
    kind: 'taskCrusher',
    tier: 'silver',
    name: 'Task Crusher',
    progress: 12,
    target: 25,
    hint: '13 more tasks for silver',
  },
  {
    id: 'streakKeeper',
    kind: 'streakKeeper',
    tier: 'gold',
    name: 'Streak Keeper',
    progress: 29,
    target: 30,
    hint: '1 more day in a row for gold',
  },
  {
    id: 'goalGetter',
    kind: 'goalGetter',
    tier: 'bronze',
    name: 'Goal Getter',
    progress: 0,
    target: 1,
  },
];

const meta = {
  title: 'Profile/NextBadgeProgress',
  component: NextBadgeProgress,
  tags: ['autodocs'],
  args: { badges: underWay },
  argTypes: {
    variant: { control: 'inline-radio', options: nextBadgeProgressVariants },
    loading: { control: 'boolean' },
  },
} satisfies Meta<typeof NextBadgeProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each badge: the picture of its next tier, a bar with its count, and the words left. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Next badges' })).toBeVisible();
    const helper = canvas.getByRole('progressbar', { name: 'Helper, Bronze' });
    await expect(helper).toHaveAttribute('aria-valuenow', '3');
    await expect(helper).toHaveAttribute('aria-valuemax', '5');
    await expect(helper).toHaveAttribute('aria-valuetext', '3 of 5');
    await expect(canvas.getByText('2 more helping tasks for bronze')).toBeVisible();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    // A badge without its own words says what is left with the tier's name.
    await expect(canvas.getByText('1 more for Bronze')).toBeVisible();
  },
};

/** The nearest badge, large, on a child's board. */
export const Spotlight: Story = {
  args: { variant: 'spotlight', badges: underWay.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your next badge' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Helper, Bronze' })).toBeVisible();
  },
};

/** A badge arrived with the last task: it shows first, then the next one to fill. */
export const JustEarned: Story = {
  args: {
    variant: 'spotlight',
    earned: { kind: 'helper', tier: 'bronze', name: 'Helper' },
    badges: [
      {
        ...underWay[0]!,
        tier: 'silver',
        progress: 5,
        target: 20,
        hint: '15 more helping tasks for silver',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New badge: Helper, Bronze!')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Helper, Silver' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const AllEarned: Story = {
  args: { badges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every badge is earned in gold. Amazing!')).toBeVisible();
  },
};

export const OwnWords: Story = {
  args: {
    badges: [{ ...underWay[3]! }],
    messages: {
      title: 'Próximas insignias',
      tiers: { bronze: 'Bronce', silver: 'Plata', gold: 'Oro' },
      badge: (name, tier) => `${name} (${tier})`,
      count: (progress, target) => `${progress} de ${target}`,
      remaining: (count, tier) => `${count} más para ${tier}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Próximas insignias' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Goal Getter (Bronce)' })).toHaveAttribute(
      'aria-valuetext',
      '0 de 1',
    );
    await expect(canvas.getByText('1 más para Bronce')).toBeVisible();
  },
};

/** Every state side by side: the list, the spotlight, a badge just earned, loading, all earned. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="24rem">
      <State name="list">
        <NextBadgeProgress {...args} />
      </State>
      <State name="spotlight">
        <NextBadgeProgress {...args} {...Spotlight.args} />
      </State>
      <State name="just earned">
        <NextBadgeProgress {...args} {...JustEarned.args} />
      </State>
      <State name="loading">
        <NextBadgeProgress {...args} loading />
      </State>
      <State name="all earned">
        <NextBadgeProgress {...args} badges={[]} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toEqual([
      'list',
      'spotlight',
      'just earned',
      'loading',
      'all earned',
    ]);
    await expect(canvasElement.querySelectorAll('[role="progressbar"]')).toHaveLength(6);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
