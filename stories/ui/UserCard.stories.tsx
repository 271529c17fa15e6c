import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  accessLevels,
  accountRoles,
  headingLevels,
  UserCard,
  UserCardGrid,
  UserCardSkeleton,
  type UserCardBadge,
} from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const badges: UserCardBadge[] = [
  { title: 'Task Crusher', tier: 'gold', description: 'Finish 100 tasks' },
  { title: 'Goal Getter', tier: 'silver', description: 'Close 5 goals' },
  { title: 'Helper', tier: 'bronze', description: 'Finish 1 helping task' },
];

const meta = {
  title: 'Users/UserCard',
  component: UserCard,
  tags: ['autodocs'],
  args: {
    name: 'ava',
    href: '/profile/5',
    accountRole: 'user',
    accessLevel: 'premium',
    verified: true,
    about: 'Mum of two. We love drawing dragons and building marble runs.',
    tasksDone: 42,
    goalsDone: 7,
    badges,
  },
  argTypes: {
    accountRole: { control: 'inline-radio', options: accountRoles },
    accessLevel: { control: 'inline-radio', options: accessLevels },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    verified: { control: 'boolean' },
    example: { control: 'boolean' },
    badges: { control: 'object' },
  },
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

/** A listed parent: the name links to the profile; counters and badges below. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /ava/ })).toHaveAttribute('href', '/profile/5');
    await expect(canvas.getByText('USER')).toBeVisible();
    await expect(canvas.getByText('PREMIUM')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeVisible();
    await expect(canvas.getByText('Task Crusher')).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
    // The product has no communities, so the card counts none.
    await expect(canvas.queryByText('Communities')).toBeNull();
    // Nothing the owner keeps private is invented.
    await expect(canvas.queryByText(/@/)).toBeNull();
    await expect(canvas.queryByText(/^Age/)).toBeNull();
  },
};

/** A card whose user has no name: spec §3 'Missing username'. */
export const MissingUsername: Story = {
  args: { name: '', verified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Missing username' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Verified' })).toBeNull();
  },
};

/** E-mail and age appear only when the user chose to show them. */
export const SharesEmailAndAge: Story = {
  args: { email: 'ava@example.com', age: 36 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ava@example.com · Age 36')).toBeVisible();
  },
};

export const Admin: Story = {
  args: { accountRole: 'admin', accessLevel: 'vip' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ADMIN')).toBeVisible();
    await expect(canvas.getByText('VIP')).toBeVisible();
  },
};

/** A new user: no badges (or badges kept private), no counters yet. */
export const NoBadges: Story = {
  args: { name: 'noah', accessLevel: 'basic', badges: [], tasksDone: 0, goalsDone: 0, about: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BASIC')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /Badges/ })).toBeNull();
  },
};

export const ManyBadges: Story = {
  args: {
    badges: [
      'Task Crusher',
      'Goal Getter',
      'Streak Keeper',
      'Helper',
      'Learner',
      'Team Player',
    ].map((title) => ({ title, tier: 'bronze' as const })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Badges (6)' })).toBeVisible();
    await expect(canvas.getByText('+2 more')).toBeVisible();
  },
};

/** A made-up user shown to visitors: marked 'Example', and its name leads nowhere. */
export const Example: Story = {
  args: { example: true, href: undefined, name: 'sunny_sam' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Example')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { name: /^sunny_sam/ })).toBeVisible();
  },
};

/** Every text can be replaced, e.g. for another language. */
export const Translated: Story = {
  args: {
    name: '',
    messages: {
      missingName: 'Nom manquant',
      tasks: 'Tâches',
      goals: 'Objectifs',
      badges: (count) => `Badges (${count})`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Nom manquant/ })).toBeVisible();
    await expect(canvas.getByText('Tâches')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'supercalifragil',
    about:
      'I am learning to play the violin, the recorder, the drums and the piano, and I want to write a book about a cat who travels to the moon in a cardboard rocket.',
  },
};

/** What the directory shows while it loads: six placeholders in the grid. */
export const Loading: Story = {
  render: () => (
    <UserCardGrid aria-busy="true" aria-label="Loading users">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <UserCardSkeleton />
        </li>
      ))}
    </UserCardGrid>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(6);
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Every role, level and state side by side. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="20rem">
      {accountRoles.flatMap((accountRole) =>
        accessLevels.map((accessLevel) => (
          <State key={`${accountRole}-${accessLevel}`} name={`${accountRole}, ${accessLevel}`}>
            <UserCard {...args} accountRole={accountRole} accessLevel={accessLevel} />
          </State>
        )),
      )}
      <State name="missing username">
        <UserCard {...args} name="" verified={false} />
      </State>
      <State name="new, no badges">
        <UserCard {...args} badges={[]} tasksDone={0} goalsDone={0} about="" />
      </State>
      <State name="example">
        <UserCard {...args} example href={undefined} />
      </State>
      <State name="without account chips (a child's directory)">
        <UserCard {...args} showAccountChips={false} />
      </State>
      <State name="loading">
        <UserCardSkeleton />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(11);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
