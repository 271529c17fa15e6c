import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SpeakButton,
  TaskSwipeCard,
  swipeMoveThreshold,
  swipeRevealThreshold,
  type BoardTask,
} from '@taskboard/ui';

const task: BoardTask = {
  id: 3,
  title: 'Feed the cat',
  description: 'Half a cup of dry food and fresh water',
  priority: 'HIGH',
  job_status: 'OPEN',
};

const meta = {
  title: 'Board/TaskSwipeCard',
  component: TaskSwipeCard,
  tags: ['autodocs'],
  args: { task, onMove: fn(), onDelete: fn(), onEdit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskSwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drags the card horizontally by `distance` px with pointer events, as a finger would. */
async function swipe(element: HTMLElement, distance: number) {
  const box = element.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const startX = box.left + box.width / 2;
  const pointer = { pointerId: 1, pointerType: 'touch', isPrimary: true, clientY: y };
  fireEvent.pointerDown(element, { ...pointer, clientX: startX, buttons: 1 });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    fireEvent.pointerMove(element, {
      ...pointer,
      clientX: startX + (distance * step) / steps,
      buttons: 1,
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  fireEvent.pointerUp(element, { ...pointer, clientX: startX + distance, buttons: 0 });
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const cardOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-state]') as HTMLElement;

export const Playground: Story = {};

export const SwipeRightMovesOn: Story = {
  play: async ({ args, canvas }) => {
    await swipe(canvas.getByRole('group', { name: 'Feed the cat' }), swipeMoveThreshold + 30);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('CLOSED', task));
  },
};

export const ShortSwipeDoesNothing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await swipe(canvas.getByRole('group', { name: 'Feed the cat' }), swipeMoveThreshold - 40);
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

export const SwipeLeftRevealsActions: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const surface = canvas.getByRole('group', { name: 'Feed the cat' });
    await swipe(surface, -(swipeRevealThreshold + 40));
    await waitFor(() => expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed'));
    await userEvent.click(canvas.getByRole('button', { name: 'Move back to New' }));
    await expect(args.onMove).toHaveBeenCalledWith('NEW', task);
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

export const TapHidesActions: Story = {
  play: async ({ canvas, canvasElement }) => {
    const surface = canvas.getByRole('group', { name: 'Feed the cat' });
    await swipe(surface, -(swipeRevealThreshold + 40));
    await waitFor(() => expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed'));
    await swipe(surface, 0);
    await waitFor(() => expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle'));
  },
};

export const RevealedActions: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const surface = canvas.getByRole('group', { name: 'Feed the cat' });
    surface.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Feed the cat' }));
    await expect(args.onEdit).toHaveBeenCalledWith(task);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Feed the cat' }));
    await expect(args.onDelete).toHaveBeenCalledWith(task);
  },
};

export const KeyboardTwin: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const surface = canvas.getByRole('group', { name: 'Feed the cat' });
    surface.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).toHaveBeenCalledWith('CLOSED', task);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed');
    await userEvent.keyboard('{Escape}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

export const MoveToMenu: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to…' }));
    const items = await page.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['New', 'Done']);
    await userEvent.click(page.getByRole('menuitem', { name: 'Done' }));
    await expect(args.onMove).toHaveBeenCalledWith('CLOSED', task);
  },
};

export const NewHasNoBackMove: Story = {
  args: { task: { ...task, job_status: 'NEW', priority: 'MEDIUM' } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('group', { name: 'Feed the cat' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed');
    await expect(canvas.queryByRole('button', { name: /Move back/ })).toBeNull();
  },
};

export const DoneHasNoForwardMove: Story = {
  args: { task: { ...task, job_status: 'CLOSED', priority: 'LOW' } },
  play: async ({ args, canvas }) => {
    const surface = canvas.getByRole('group', { name: 'Feed the cat' });
    await swipe(surface, swipeMoveThreshold + 30);
    surface.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

export const WithoutDescription: Story = {
  args: { task: { id: 4, title: 'Water the plants', job_status: 'NEW' } },
};

export const LongText: Story = {
  args: {
    task: {
      ...task,
      title: 'Practise the spelling words for Friday: beautiful, necessary, separate, rhythm',
      description:
        'Say each word out loud, write it three times, then ask a grown-up to test you. Tick the ones you got right and try the others again tomorrow morning before breakfast.',
    },
  },
};

export const RenameByDoubleClick: Story = {
  args: { onTitleChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByText('Feed the cat'));
    const input = canvas.getByRole('textbox', { name: 'Task title' });
    // Keys typed in the field are the field's: arrows do not move the card.
    await userEvent.type(input, '{ArrowLeft}{ArrowRight} and the dog{Enter}');
    await expect(args.onTitleChange).toHaveBeenCalledOnce();
    await expect(args.onTitleChange).toHaveBeenCalledWith('Feed the cat and the dog', task);
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('textbox', { name: 'Task title' })).toBeNull();
  },
};

export const RenameCancelledWithEscape: Story = {
  args: { onTitleChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.dblClick(canvas.getByText('Feed the cat'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task title' }), ' twice{Escape}');
    await expect(args.onTitleChange).not.toHaveBeenCalled();
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByText('Feed the cat')).toBeVisible();
  },
};

export const WithSpeakButton: Story = {
  args: { footer: <SpeakButton text="Feed the cat" onSpeak={fn()} /> },
};

export const Controlled: Story = {
  render: function ControlledTask(args) {
    const [current, setCurrent] = useState(args.task);
    return (
      <>
        <TaskSwipeCard
          {...args}
          task={current}
          onMove={(job_status) => setCurrent({ ...current, job_status })}
        />
        <p>Column: {current.job_status}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    canvas.getByRole('group', { name: 'Feed the cat' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Column: CLOSED')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    // The story test sizes the page from the viewport setting: mobile1 is 320px wide.
    await expect(window.innerWidth).toBe(320);
    // At phone width the card still fits: nothing scrolls sideways.
    await expect(canvas.getByRole('group', { name: 'Feed the cat' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
