import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Heading, SidebarLayout, Text } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Layout/SidebarLayout',
  component: SidebarLayout,
  tags: ['autodocs'],
  args: {
    asideLabel: 'The TaskBoard',
    aside: (
      <Card>
        <Heading level={2}>Turn an idea into a goal</Heading>
      </Card>
    ),
    children: (
      <>
        <Heading level={1}>Articles for parents</Heading>
        <Text>The main column holds the page; the side column a promo or related links.</Text>
      </>
    ),
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'The TaskBoard' });
    await expect(aside).toContainElement(
      canvas.getByRole('heading', { name: 'Turn an idea into a goal' }),
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Wide (side by side) and narrow (the aside below). */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <StateGrid min="100%">
      <State name="wide">
        <SidebarLayout {...args} asideLabel="The TaskBoard (wide)" />
      </State>
      <State name="narrow">
        <div style={{ maxWidth: 360 }}>
          <SidebarLayout {...args} asideLabel="The TaskBoard (narrow)" />
        </div>
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(2);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
