import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, Text, textSizes, textTones } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

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

/** Every tone and every size. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="14rem">
      {textTones.map((tone) => (
        <State key={tone} name={`tone ${tone}`}>
          <Text {...args} tone={tone} />
        </State>
      ))}
      {textSizes.map((size) => (
        <State key={size} name={`size ${size}`}>
          <Text {...args} size={size} />
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(textTones.length + textSizes.length);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
