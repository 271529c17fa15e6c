import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, cardPaddings, Heading, Text } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <Heading level={3}>Read every day</Heading>
        <Text tone="muted">3 tasks · 1 done</Text>
      </>
    ),
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AsArticle: Story = {
  args: {
    asChild: true,
    children: (
      <article aria-label="Goal">
        <Heading level={3}>Tidy my room</Heading>
      </article>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Goal' })).toHaveTextContent('Tidy my room');
  },
};

/** Every padding. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="14rem">
      {cardPaddings.map((padding) => (
        <State key={padding} name={`padding ${padding}`}>
          <Card {...args} padding={padding} />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(cardPaddings.length);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
