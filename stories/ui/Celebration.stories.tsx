import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, Celebration, CELEBRATION_MS, type CelebrationKind } from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const meta = {
  title: 'Board/Celebration',
  component: Celebration,
  tags: ['autodocs'],
  args: { celebration: { id: 1, kind: 'task' }, onSpeak: fn() },
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => element.ownerDocument.body;

export const Playground: Story = {};

/** A task reached Done: a small burst; screen readers hear it. */
export const TaskDone: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Task done! Well done!');
    const overlay = body(canvasElement).querySelector('[data-testid="celebration"]');
    await expect(overlay).toHaveAttribute('data-kind', 'task');
    // It never blocks the next move: taps go through it.
    await expect(getComputedStyle(overlay as Element).pointerEvents).toBe('none');
  },
};

/** A goal closed: the bigger one, with the gold medal. */
export const GoalClosed: Story = {
  args: { celebration: { id: 1, kind: 'goal' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Goal complete! Well done!');
    const overlay = body(canvasElement).querySelector('[data-testid="celebration"]');
    await expect(overlay?.querySelectorAll('svg').length).toBeGreaterThan(20);
  },
};

/** Calm: a still picture, and the words read aloud. */
export const Calm: Story = {
  args: { calm: true },
  play: async ({ args, canvasElement }) => {
    await expect(args.onSpeak).toHaveBeenCalledWith('Well done!');
    const overlay = body(canvasElement).querySelector('[data-testid="celebration"]');
    await expect(overlay).toHaveAttribute('data-calm', 'true');
  },
};

export const CalmDark: Story = { args: { calm: true }, globals: { theme: 'dark' } };

/** Over a board: the button keeps focus and takes clicks while it plays; it is gone in 1.2 s. */
export const NeverInTheWay: Story = {
  args: { celebration: null },
  render: function Render(args) {
    const [celebration, setCelebration] = useState<{ id: number; kind: CelebrationKind } | null>(
      null,
    );
    const [count, setCount] = useState(0);
    return (
      <>
        <Button
          onClick={() => {
            setCount((n) => n + 1);
            setCelebration({ id: count + 1, kind: 'task' });
          }}
        >
          Done ({count})
        </Button>
        <Celebration {...args} celebration={celebration} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Done (0)' });
    await userEvent.click(button);
    await expect(body(canvasElement).querySelector('[data-testid="celebration"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Done (1)' }));
    await expect(canvas.getByRole('button', { name: 'Done (2)' })).toHaveFocus();
    await waitFor(
      () => expect(body(canvasElement).querySelector('[data-testid="celebration"]')).toBeNull(),
      { timeout: CELEBRATION_MS + 1000 },
    );
  },
};

/**
 * Each celebration, moving and calm, side by side: each cell is its own small screen (a
 * transformed box holds the fixed overlay).
 */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid min="16rem">
      {(['task', 'goal'] as const).flatMap((kind) =>
        [false, true].map((calm) => (
          <State key={`${kind}-${calm}`} name={`${kind}${calm ? ', calm' : ''}`}>
            <div
              style={{
                position: 'relative',
                height: '16rem',
                overflow: 'hidden',
                transform: 'translateZ(0)',
              }}
            >
              <Celebration {...args} celebration={{ id: 1, kind }} calm={calm} />
            </div>
          </State>
        )),
      )}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-testid="celebration"]')).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };
