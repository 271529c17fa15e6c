import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RewardCard, rewardAnswers, type Reward } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const zoo: Reward = { id: 1, title: 'Trip to the zoo', picture: 'bus', price: 3 };

const meta = {
  title: 'Rewards/RewardCard',
  component: RewardCard,
  tags: ['autodocs'],
  args: { reward: zoo, stars: 3, onAsk: fn() },
  argTypes: {
    stars: { control: { type: 'range', min: 0, max: 20, step: 1 } },
    answer: { control: 'inline-radio', options: [null, ...rewardAnswers] },
    asking: { control: 'boolean' },
    note: { control: 'text' },
    reward: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RewardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enough stars: a large button a small finger finds. */
export const Affordable: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Trip to the zoo' })).toHaveAttribute(
      'data-state',
      'affordable',
    );
    const ask = canvas.getByRole('button', { name: 'I want this!' });
    await expect(ask.getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
    await userEvent.click(ask);
    await expect(args.onAsk).toHaveBeenCalledOnce();
  },
};

/** Not enough yet: what is missing, in words and drawn as empty stars. */
export const Locked: Story = {
  args: { stars: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'locked');
    await expect(canvas.getByText('3 more stars')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg polygon:not([fill])')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OneMoreStar: Story = {
  args: { stars: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 more star')).toBeVisible();
  },
};

/** A big price: ten outlines and a plus, the number says the rest. */
export const FarAway: Story = {
  args: { reward: { id: 2, title: 'A new bike', picture: 'bike', price: 120 }, stars: 14 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('106 more stars')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg polygon:not([fill])')).toHaveLength(10);
    await expect(canvas.getByText('+')).toBeVisible();
  },
};

export const Asking: Story = {
  args: { asking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'I want this!', busy: true })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { answer: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Asked! A grown-up will answer soon.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Approved: Story = {
  args: { answer: 'approved', stars: 0, note: 'On Saturday!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Yes! You got it! “On Saturday!”');
  },
};

export const Declined: Story = {
  args: { answer: 'declined', note: 'Let us wait for the holidays' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Not this time.');
    // Still enough stars: the child may ask again.
    await expect(canvas.getByRole('button', { name: 'I want this!' })).toBeVisible();
  },
};

export const FamilyReward: Story = {
  args: {
    reward: { id: 3, title: 'Pizza night', picture: 'plate', price: 20, family: true },
    stars: 12,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('For the whole family')).toBeVisible();
    await expect(canvas.getByText('8 more stars')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    reward: { id: 4, title: 'An afternoon at the swimming pool with grandma', price: 12 },
    stars: 5,
  },
};

export const OwnWords: Story = {
  args: {
    stars: 1,
    messages: {
      price: (stars) => `${stars} Sterne`,
      more: (stars) => `Noch ${stars} Sterne`,
      ask: 'Das möchte ich!',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 Sterne')).toBeVisible();
    await expect(canvas.getByText('Noch 2 Sterne')).toBeVisible();
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="20rem">
      <State name="locked">
        <RewardCard {...args} stars={1} />
      </State>
      <State name="affordable">
        <RewardCard {...args} stars={3} />
      </State>
      <State name="asking">
        <RewardCard {...args} stars={3} asking />
      </State>
      <State name="pending">
        <RewardCard {...args} stars={3} answer="pending" />
      </State>
      <State name="approved">
        <RewardCard {...args} stars={0} answer="approved" note="On Saturday!" />
      </State>
      <State name="declined">
        <RewardCard {...args} stars={1} answer="declined" note="Not this week" />
      </State>
      <State name="family reward">
        <RewardCard
          {...args}
          reward={{ id: 3, title: 'Pizza night', picture: 'plate', price: 20, family: true }}
          stars={12}
        />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(7);
    await expect(
      [...canvasElement.querySelectorAll('article')].map((card) => card.dataset.state),
    ).toEqual(['locked', 'affordable', 'affordable', 'pending', 'approved', 'declined', 'locked']);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
