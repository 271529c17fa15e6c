import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  Column,
  densities,
  DensityProvider,
  GoalCard,
  SpeakButton,
  TaskListItem,
  TaskSwipeCard,
  TimerBar,
} from '@taskboard/ui';
import { measureTargets } from '../support/targets';
import { repeatedLandmarks, State, StateGrid, stateNames } from '../support/StateGrid';

/** A small board: a goal with its task list, the timer, and a column of task cards. */
function Board() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: 560 }}>
      <GoalCard
        goal={{ id: 1, title: 'Get ready for school', status: 'open', categoryId: null }}
        defaultExpanded
        onTitleChange={fn()}
        onStatusChange={fn()}
        onCategoryChange={fn()}
        onAddTask={fn()}
        onViewBoard={fn()}
        onDelete={fn()}
        onSpeak={fn()}
      >
        <TaskListItem
          task={{ id: 2, title: 'Pack my bag', column: 'progress' }}
          onTitleChange={fn()}
          onStatusChange={fn()}
          onSpeak={fn()}
        />
      </GoalCard>
      <TimerBar
        minutes={5}
        onMinutesChange={fn()}
        remainingSeconds={300}
        state="idle"
        onStart={fn()}
        onReset={fn()}
      />
      <Column column="progress">
        {['Brush your teeth', 'Put on your shoes'].map((title, index) => (
          <TaskSwipeCard
            key={title}
            task={{
              id: index + 3,
              title,
              column: 'progress',
              priority: 'high',
              picture: index === 0 ? 'toothbrush' : 'shoe',
              color: index === 0 ? 'teal' : 'orange',
            }}
            onMove={fn()}
            onEdit={fn()}
            onDelete={fn()}
            footer={<SpeakButton text={title} onSpeak={fn()} />}
          />
        ))}
      </Column>
    </div>
  );
}

const meta = {
  title: 'Foundations/Density',
  component: DensityProvider,
  tags: ['autodocs'],
  args: { density: 'large', children: <Board /> },
  argTypes: {
    density: { control: 'inline-radio', options: densities },
    children: { control: false },
  },
} satisfies Meta<typeof DensityProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A child's board: every target at least 56 px with 8 px between targets, task titles at least
 * 20 px, the task's picture large. Measured in the browser on the rendered board.
 */
export const Large: Story = {
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector('[data-density="large"]');
    if (!board) throw new Error('no large density');
    const { count, small, crowded } = measureTargets(board, { size: 56, gap: 8 });
    await expect(count).toBeGreaterThan(20);
    await expect(small).toEqual([]);
    await expect(crowded).toEqual([]);
    for (const title of board.querySelectorAll('[role="group"] [data-editable]')) {
      await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(20);
    }
    for (const picture of board.querySelectorAll('[data-picture]')) {
      await expect(picture.getBoundingClientRect().width).toBeGreaterThanOrEqual(96);
    }
  },
};

/**
 * The everyday density keeps 44 px targets, some 4 px apart: the same measures find it smaller
 * and tighter than a child's.
 */
export const Comfortable: Story = {
  args: { density: 'comfortable' },
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector('[data-density="comfortable"]');
    if (!board) throw new Error('no comfortable density');
    await expect(measureTargets(board, { size: 44, gap: 0 }).small).toEqual([]);
    const child = measureTargets(board, { size: 56, gap: 8 });
    await expect(child.small.length).toBeGreaterThan(0);
    await expect(child.crowded.length).toBeGreaterThan(0);
  },
};

export const LargeOnAPhone: Story = {
  ...Large,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

export const LargeDark: Story = { ...Large, globals: { theme: 'dark' } };

/** The same board in each density, side by side. */
export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: () => (
    <StateGrid min="30rem">
      {densities.map((density) => (
        <State key={density} name={density}>
          <DensityProvider density={density}>
            <Board />
          </DensityProvider>
        </State>
      ))}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toEqual([...densities]);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
