import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { boardColumns, Chip, chipTones, Stack, taskPriorities } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Data display/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { priority: 'high' },
  argTypes: {
    priority: { control: 'inline-radio', options: taskPriorities },
    column: { control: 'inline-radio', options: boardColumns },
    tone: { control: 'select', options: chipTones },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Priorities: Story = {
  render: () => (
    <Stack direction="row" gap="sm">
      {taskPriorities.map((priority) => (
        <Chip key={priority} priority={priority} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // High red, medium yellow, low grey.
    await expect(canvas.getByText('High')).toHaveAttribute('data-priority', 'high');
    await expect(canvas.getByText('Medium')).toHaveAttribute('data-priority', 'medium');
    await expect(canvas.getByText('Low')).toHaveAttribute('data-priority', 'low');
    // A priority is not a tone: the chip says which priority, not what a colour means.
    await expect(canvas.getByText('High')).not.toHaveAttribute('data-tone');
  },
};

export const CustomText: Story = {
  args: { priority: 'medium', children: 'Medium priority' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Medium priority')).toHaveAttribute('data-priority', 'medium');
  },
};

export const Translated: Story = {
  args: { messages: { priorities: { high: 'Hoch', medium: 'Mittel', low: 'Niedrig' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hoch')).toHaveAttribute('data-priority', 'high');
  },
};

/** Every priority, every tone and every column side by side. */
export const AllStates: Story = {
  render: () => (
    <StateGrid min="8rem">
      {taskPriorities.map((priority) => (
        <State key={priority} name={`priority ${priority}`}>
          <span>
            <Chip priority={priority} />
          </span>
        </State>
      ))}
      {chipTones.map((tone) => (
        <State key={tone} name={`tone ${tone}`}>
          <span>
            <Chip tone={tone}>{tone}</Chip>
          </span>
        </State>
      ))}
      {boardColumns.map((column) => (
        <State key={column} name={`column ${column}`}>
          <span>
            <Chip column={column}>{column}</Chip>
          </span>
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(stateNames(canvasElement)).toHaveLength(
      taskPriorities.length + chipTones.length + boardColumns.length,
    );
    await expect(canvas.getByText('accent')).toHaveAttribute('data-tone', 'accent');
    await expect(canvas.getByText('progress')).toHaveAttribute('data-column', 'progress');
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
