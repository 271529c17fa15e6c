import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadgeTier, badgeTierLooks, headingLevels, type Badge } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const badges: Badge[] = [
  {
    id: 1,
    name: 'Goal Getter',
    description: 'Finished five goals',
    tier: 'gold',
    earnedAt: '2026-03-04T10:00:00Z',
  },
  {
    id: 2,
    name: 'Task Crusher',
    description: 'Finished 50 tasks',
    tier: 'silver',
    earnedAt: '2026-02-11T10:00:00Z',
  },
  {
    id: 3,
    name: 'Helper',
    description: 'Helped a family member',
    tier: 'bronze',
    earnedAt: '2026-01-20T10:00:00Z',
  },
  {
    id: 4,
    name: 'Learner',
    description: 'Read three articles',
    tier: 'bronze',
    earnedAt: '2026-01-02T10:00:00Z',
  },
];

const many: Badge[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 10,
  name: `Star ${index + 1}`,
  description: 'Kept going',
  tier: (['gold', 'silver', 'bronze'] as const)[index % 3] ?? 'bronze',
  earnedAt: '2026-03-01T10:00:00Z',
}));

const meta = {
  title: 'Profile/BadgeTier',
  component: BadgeTier,
  tags: ['autodocs'],
  args: { badges, formatDate: (date: string) => date.slice(0, 10) },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: headingLevels },
    look: { control: 'inline-radio', options: badgeTierLooks },
    badges: { control: 'object' },
  },
} satisfies Meta<typeof BadgeTier>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Badges (4)' })).toBeVisible();
    await expect(canvas.getByText('Gold: 1')).toBeVisible();
    await expect(canvas.getByText('Bronze: 2')).toBeVisible();
    await expect(canvas.getByText('Goal Getter')).toBeVisible();
    await expect(canvas.getByText('Earned 2026-03-04')).toBeVisible();
    const headings = canvas
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual(['Gold (1)', 'Silver (1)', 'Bronze (2)']);
    await expect(canvas.queryByRole('region', { name: 'Earned badges' })).toBeNull();
  },
};

/** A child's counts: each tier's medal, then its number; the tier's name is for screen readers. */
export const Pictures: Story = {
  args: { look: 'picture' },
  play: async ({ canvas, canvasElement }) => {
    const counts = canvas.getByRole('list', { name: 'Badges per tier' });
    const tiers = within(counts).getAllByRole('listitem');
    await expect(tiers.map((tier) => tier.textContent)).toEqual([
      'Gold: 1',
      'Silver: 1',
      'Bronze: 2',
    ]);
    for (const tier of tiers) {
      // The medal comes first, the number beside it; the tier's name is not drawn.
      await expect(tier.firstElementChild?.tagName.toLowerCase()).toBe('svg');
      const name = within(tier).getByText(/^(Gold|Silver|Bronze):$/);
      await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    await expect(canvasElement.querySelector('[data-look="picture"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { badges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No badges earned yet' })).toBeVisible();
    await expect(canvas.getByText('Start Your Badge Journey')).toBeVisible();
    await expect(canvas.getByText('Complete your first task')).toBeVisible();
    await expect(canvas.getByText('Finish a goal')).toBeVisible();
    // Only what a child can do: the product has no communities to join.
    await expect(
      within(canvas.getByRole('list', { name: 'Ways to earn a badge' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.queryByText('Join a community')).toBeNull();
  },
};

export const ScrollsAboveNine: Story = {
  args: { badges: many },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Earned badges' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

export const OwnWords: Story = {
  args: {
    headingLevel: 2,
    messages: {
      title: (count) => `Your badges: ${count}`,
      tiers: { gold: 'Or', silver: 'Argent', bronze: 'Bronze' },
      earned: (date) => `Gagné le ${date}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your badges: 4' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Or (1)' })).toBeVisible();
    await expect(canvas.getByText('Gagné le 2026-03-04')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    badges: [
      {
        id: 1,
        name: 'Extraordinarily Persistent Problem Solver of the Month',
        description:
          'Awarded for finishing every single task on the board for thirty days in a row, including the tricky ones.',
        tier: 'gold',
        earnedAt: '2026-03-04T10:00:00Z',
      },
    ],
  },
};

export const Mobile: Story = {
  args: { badges: many },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** Every state side by side: earned badges, none yet, and a list long enough to scroll. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="22rem">
      <State name="earned badges">
        <BadgeTier {...args} />
      </State>
      <State name="empty">
        <BadgeTier {...args} badges={[]} />
      </State>
      <State name="more than nine: scrolls">
        <BadgeTier {...args} badges={many} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toEqual([
      'earned badges',
      'empty',
      'more than nine: scrolls',
    ]);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
