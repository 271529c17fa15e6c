import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Heading, PageShell, pageWidths, Text } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    as: 'main',
    children: (
      <>
        <Heading level={1}>My goals</Heading>
        <Card>
          <Text>Goals go here.</Text>
        </Card>
      </>
    ),
  },
  argTypes: {
    maxWidth: { control: 'inline-radio', options: pageWidths },
    children: { control: false },
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading'));
  },
};

export const Narrow: Story = { args: { maxWidth: 'narrow' } };

/** Every width. */
export const AllStates: Story = {
  render: () => (
    <StateGrid min="100%">
      {pageWidths.map((width) => (
        <State key={width} name={width}>
          <PageShell maxWidth={width} style={{ outline: '1px dashed currentColor' }}>
            <Text>A page {width} wide.</Text>
          </PageShell>
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(pageWidths.length);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
