import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, ProfileHeader, StreakCard } from '@taskboard/ui';

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  tags: ['autodocs'],
  args: {
    name: 'mia',
    role: 'USER',
    accessLevel: 'BASIC',
    verified: true,
    counters: { tasks: 42, goals: 7, badges: 5, communities: 0 },
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
    await expect(canvas.getByText('4 day streak')).toBeVisible();
  },
};

export const NotVerified: Story = {
  args: { verified: false, role: 'ADMIN', accessLevel: 'VIP' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Verified/)).toBeNull();
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.getByText('Vip access')).toBeVisible();
  },
};

export const NewAccount: Story = {
  args: {
    counters: { tasks: 0, goals: 0, badges: 0, communities: 0 },
    streak: <StreakCard compact current={0} longest={0} />,
    actions: undefined,
  },
};

export const OwnWords: Story = {
  args: {
    messages: {
      counters: { tasks: 'Tareas', goals: 'Metas', badges: 'Insignias', communities: 'Grupos' },
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

export const Dark: Story = { globals: { theme: 'dark' } };
