import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Heading, PageShell, pageWidths, Text } from '@taskboard/ui';

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

export const Dark: Story = { globals: { theme: 'dark' } };
