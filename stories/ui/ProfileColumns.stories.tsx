import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BadgeTier, Card, Heading, ProfileColumns, StreakCard, Text } from '@taskboard/ui';
import { repeatedLandmarks } from '../support/StateGrid';

const main = (
  <>
    <Heading level={2}>Progress</Heading>
    <Card>
      <Text>The attributes chart, the cockpit and the goals achieved go here.</Text>
    </Card>
  </>
);

const side = (
  <>
    <BadgeTier badges={[]} headingLevel={3} />
    <StreakCard current={4} longest={9} />
  </>
);

const meta = {
  title: 'Profile/ProfileColumns',
  component: ProfileColumns,
  tags: ['autodocs'],
  args: { main, side },
  argTypes: { main: { control: false }, side: { control: false } },
} satisfies Meta<typeof ProfileColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** From 1024 px the two columns stand side by side; narrower, the side column follows. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('heading', { name: 'Progress' }).getBoundingClientRect();
    const side = canvas.getByRole('region', { name: 'Daily streak' }).getBoundingClientRect();
    if (window.matchMedia('(min-width: 1024px)').matches) {
      await expect(side.left).toBeGreaterThan(main.right);
    } else {
      await expect(side.top).toBeGreaterThan(main.bottom);
    }
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
