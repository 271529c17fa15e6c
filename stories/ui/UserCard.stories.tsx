import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UserCard, type DirectoryUser } from '@taskboard/ui';

const user: DirectoryUser = {
  id: 5,
  username: 'ava',
  role: 'USER',
  access_level: 'PREMIUM',
  is_verified: true,
  tasks_completed: 42,
  goals_completed: 7,
  communities: 2,
  bio: 'I like drawing dragons and building marble runs.',
  badges: [
    { badge_type: 'TASK_CRUSHER', tier: 'GOLD' },
    { badge_type: 'GOAL_GETTER', tier: 'SILVER' },
    { badge_type: 'HELPER', tier: 'BRONZE' },
  ],
};

const meta = {
  title: 'Users/UserCard',
  component: UserCard,
  tags: ['autodocs'],
  args: { user, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('USER')).toBeVisible();
    await expect(canvas.getByText('PREMIUM')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeVisible();
    await expect(canvas.getByText('Task Crusher')).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /ava/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(user);
  },
};

export const MissingUsername: Story = {
  args: { user: { ...user, username: '', is_verified: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Missing username' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Verified' })).toBeNull();
  },
};

export const Admin: Story = {
  args: { user: { ...user, role: 'ADMIN', access_level: 'VIP' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ADMIN')).toBeVisible();
    await expect(canvas.getByText('VIP')).toBeVisible();
  },
};

export const Basic: Story = {
  args: { user: { id: 6, username: 'noah', badges: [], communities: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BASIC')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /Badges/ })).toBeNull();
  },
};

export const ManyBadges: Story = {
  args: {
    user: {
      ...user,
      badges: [
        'TASK_CRUSHER',
        'GOAL_GETTER',
        'STREAK_KEEPER',
        'HELPER',
        'LEARNER',
        'TEAM_PLAYER',
      ].map((badge_type) => ({ badge_type, tier: 'BRONZE' })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Badges (6)' })).toBeVisible();
    await expect(canvas.getByText('+2 more')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    user: {
      ...user,
      username: 'supercalifragilistic',
      bio: 'I am learning to play the violin, the recorder, the drums and the piano, and I want to write a book about a cat who travels to the moon in a cardboard rocket.',
    },
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { user: { ...user, role: 'ADMIN', access_level: 'VIP' } },
};
