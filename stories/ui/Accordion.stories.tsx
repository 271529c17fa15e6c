import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, Text } from '@taskboard/ui';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

const questions = [
  ['What is a goal?', 'Something you want to finish, split into small tasks.'],
  ['How do streaks work?', 'Finish at least one task each day to keep your streak going.'],
  ['Who can see my board?', 'You and the parents in your family.'],
] as const;

function Questions(props: Accordion.RootProps) {
  return (
    <Accordion.Root {...props}>
      {questions.map(([question, answer]) => (
        <Accordion.Item key={question} value={question}>
          <Accordion.Trigger>{question}</Accordion.Trigger>
          <Accordion.Content>
            <Text>{answer}</Text>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion.Root,
  tags: ['autodocs'],
  args: { type: 'single', collapsible: true },
  render: (args) => <Questions {...args} />,
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'What is a goal?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText(/split into small tasks/)).toBeVisible();
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'How do streaks work?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['What is a goal?', 'Who can see my board?'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

/** Closed, one open, and several open. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: () => (
    <StateGrid min="20rem">
      <State name="closed">
        <Questions type="single" collapsible />
      </State>
      <State name="one open">
        <Questions type="single" collapsible defaultValue={questions[0][0]} />
      </State>
      <State name="several open">
        <Questions type="multiple" defaultValue={[questions[0][0], questions[2][0]]} />
      </State>
    </StateGrid>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(stateNames(canvasElement)).toHaveLength(3);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
