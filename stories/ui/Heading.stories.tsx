import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, Stack } from '@taskboard/ui';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'My goals' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`level ${level}`);
    }
  },
};

export const LongText: Story = {
  args: { children: 'Supercalifragilisticexpialidocious-homework-for-the-whole-week' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

/** Every level. */
export const AllStates: Story = {
  render: Levels.render,
  play: Levels.play,
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
