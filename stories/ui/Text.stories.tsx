import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, Text, textSizes, textTones } from '@taskboard/ui';

const meta = {
  title: 'Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'You finished 3 tasks today. Great job!' },
  argTypes: {
    tone: { control: 'inline-radio', options: textTones },
    size: { control: 'inline-radio', options: textSizes },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          The {tone} tone
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}
        </Text>
      ))}
    </Stack>
  ),
};

export const AsSpan: Story = {
  args: { as: 'span', children: 'inline words' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('inline words').tagName).toBe('SPAN');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
