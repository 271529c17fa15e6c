import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  accessLevels,
  accountRoles,
  Button,
  headingLevels,
  ProfileHeader,
  StreakCard,
} from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  tags: ['autodocs'],
  args: {
    name: 'mia',
    accountRole: 'user',
    accessLevel: 'basic',
    verified: true,
    counters: { tasks: 42, goals: 7, badges: 5 },
    streak: <StreakCard compact current={4} longest={9} />,
    actions: (
      <>
        <Button variant="secondary" size="sm">
          Browse Users
        </Button>
        <Button variant="secondary" size="sm">
          Settings
        </Button>
      </>
    ),
  },
  argTypes: {
    accountRole: { control: 'inline-radio', options: accountRoles },
    accessLevel: { control: 'inline-radio', options: accessLevels },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    verified: { control: 'boolean' },
    counters: { control: 'object' },
    streak: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'mia' })).toBeVisible();
    await expect(canvas.getByText('✓ Verified')).toBeVisible();
    await expect(canvas.getByText('Basic access')).toBeVisible();
    const counters = canvas.getByLabelText('Progress');
    await expect(counters).toHaveTextContent('Tasks42');
    await expect(counters).toHaveTextContent('Badges5');
    // The product has no communities: no counter a child could never raise.
    await expect(within(counters).getAllByRole('term')).toHaveLength(3);
    await expect(canvas.queryByText('Communities')).toBeNull();
    await expect(canvas.getByText('4 day streak')).toBeVisible();
  },
};

export const NotVerified: Story = {
  args: { verified: false, accountRole: 'admin', accessLevel: 'vip' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Verified/)).toBeNull();
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.getByText('VIP access')).toBeVisible();
  },
};

export const NewAccount: Story = {
  args: {
    counters: { tasks: 0, goals: 0, badges: 0 },
    streak: <StreakCard compact current={0} longest={0} />,
    actions: undefined,
  },
};

export const OwnWords: Story = {
  args: {
    messages: {
      counters: { tasks: 'Tareas', goals: 'Metas', badges: 'Insignias' },
      countersLabel: 'Progreso',
      verified: 'Verificado',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Progreso')).toHaveTextContent('Tareas42');
    await expect(canvas.getByText('✓ Verificado')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'mia' })).toBeVisible();
  },
};

/** Every role and access level side by side, and a brand-new account. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="34rem">
      {accountRoles.flatMap((accountRole) =>
        accessLevels.map((accessLevel) => (
          <State key={`${accountRole}-${accessLevel}`} name={`${accountRole}, ${accessLevel}`}>
            <ProfileHeader
              {...args}
              headingLevel={2}
              accountRole={accountRole}
              accessLevel={accessLevel}
            />
          </State>
        )),
      )}
      <State name="new account, not verified">
        <ProfileHeader
          {...args}
          headingLevel={2}
          verified={false}
          counters={{ tasks: 0, goals: 0, badges: 0 }}
          streak={<StreakCard compact current={0} longest={0} />}
          actions={undefined}
        />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(7);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
