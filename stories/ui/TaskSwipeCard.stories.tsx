import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DensityProvider,
  boardColumns,
  categoryColors,
  SpeakButton,
  TaskSwipeCard,
  swipeMoveThreshold,
  swipeRevealThreshold,
  taskPictureNames,
  taskPriorities,
  type BoardTask,
} from '@taskboard/ui';
import { State, StateGrid, stateNames } from '../support/StateGrid';

const task: BoardTask = {
  id: 3,
  title: 'Feed the cat',
  description: 'Half a cup of dry food and fresh water',
  priority: 'high',
  column: 'progress',
};

const meta = {
  title: 'Board/TaskSwipeCard',
  component: TaskSwipeCard,
  tags: ['autodocs'],
  args: { task, onMove: fn(), onDelete: fn(), onEdit: fn() },
  argTypes: {
    task: { control: 'object' },
    footer: { control: false },
  },
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
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('done', task));
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
    await expect(args.onMove).toHaveBeenCalledWith('new', task);
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
    await expect(args.onMove).toHaveBeenCalledWith('done', task);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed');
    await userEvent.keyboard('{Escape}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/**
 * 'Move to…' lists the other columns. The move is called once the closed menu has been drawn, so
 * what the board then does never delays the tap's answer.
 */
export const MoveToMenu: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Move to…' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = await page.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['New', 'Done']);
    // Opened by a tap or a click: the menu itself has focus, no item is highlighted yet.
    await waitFor(() => expect(page.getByRole('menu')).toHaveFocus());
    for (const item of items) await expect(item).not.toHaveAttribute('data-highlighted');
    await userEvent.click(page.getByRole('menuitem', { name: 'Done' }));
    await expect(page.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('done', task));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
  },
};

/**
 * The menu by keyboard: Enter opens it on its first item, the arrow keys go round, Home and End
 * jump, Escape or Tab closes it with focus back on the button and nothing moved; ArrowUp on the
 * button opens it on its last item.
 */
export const MoveToMenuByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Move to…' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    // Focus reaches the item in the frame that draws the menu.
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'New' })).toHaveFocus());
    await expect(page.getByRole('menuitem', { name: 'New' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(page.getByRole('menuitem', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(page.getByRole('menuitem', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    await userEvent.keyboard('{Enter}');
    // Focus reaches the item in the frame that draws the menu.
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'New' })).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await expect(page.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // Focus reaches the item in the frame that draws the menu.
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'Done' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('done', task));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
  },
};

/**
 * A tap outside closes the menu and moves nothing; a second tap on the button closes it too. The
 * menu is drawn above the page, so a card's edges never cut it off.
 */
export const MoveToMenuClosesOutside: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Move to…' });
    await userEvent.click(button);
    const menu = await page.findByRole('menu');
    for (const item of page.getAllByRole('menuitem')) {
      const box = item.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(item.contains(hit)).toBe(true);
    }
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      button.getBoundingClientRect().bottom,
    );
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(page.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await expect(await page.findByRole('menu')).toBeVisible();
    // From the menu itself, ArrowUp goes to the last item.
    await waitFor(() => expect(page.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(page.getByRole('menuitem', { name: 'Done' })).toHaveFocus();
    await userEvent.click(button);
    await expect(page.queryByRole('menu')).toBeNull();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

export const NewHasNoBackMove: Story = {
  args: { task: { ...task, column: 'new', priority: 'medium' } },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('group', { name: 'Feed the cat' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed');
    await expect(canvas.queryByRole('button', { name: /Move back/ })).toBeNull();
  },
};

export const DoneHasNoForwardMove: Story = {
  args: { task: { ...task, column: 'done', priority: 'low' } },
  play: async ({ args, canvas }) => {
    const surface = canvas.getByRole('group', { name: 'Feed the cat' });
    await swipe(surface, swipeMoveThreshold + 30);
    surface.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

export const WithoutDescription: Story = {
  args: { task: { id: 4, title: 'Water the plants', column: 'new' } },
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
          onMove={(column) => setCurrent({ ...current, column })}
        />
        <p>Column: {current.column}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    canvas.getByRole('group', { name: 'Feed the cat' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Column: done')).toBeVisible();
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

/**
 * A screen reader on a phone cannot swipe: edit and delete are also in the actions menu, always
 * in the tab order, and reached without revealing the tray.
 */
export const ActionsWithoutSwiping: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
    const actions = canvas.getByRole('button', { name: 'Actions for Feed the cat' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const items = await page.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await userEvent.click(page.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledWith(task));
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Feed the cat' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(task));
    // The swipe's tray stays closed: nothing above needed it.
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** The revealed tray comes after the card in the document, as it does on screen. */
export const TrayFollowsTheCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const surface = canvas.getByRole('group', { name: 'Feed the cat' });
    surface.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cardOf(canvasElement)).toHaveAttribute('data-state', 'revealed');
    const names = [];
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      names.push(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    }
    await expect(names).toEqual([
      'Move to…',
      'Actions for Feed the cat',
      'Move back to New',
      'Edit Feed the cat',
      'Delete Feed the cat',
    ]);
    // Left to right on screen, in the order they are reached.
    const tray = ['Move back to New', 'Edit Feed the cat', 'Delete Feed the cat'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().left,
    );
    await expect([...tray].sort((a, b) => a - b)).toEqual(tray);
    await expect(tray[0]).toBeGreaterThanOrEqual(surface.getBoundingClientRect().right - 1);
  },
};

export const WithPictureAndColour: Story = {
  args: { task: { ...task, picture: 'cat', color: 'orange' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Feed the cat' })).toHaveAttribute(
      'data-color',
      'orange',
    );
    await expect(canvasElement.querySelector('[data-picture="cat"]')).not.toBeNull();
  },
};

/**
 * A change made offline waits to be sent: a small cloud mark, named for screen readers, drawn
 * over the card's corner so the card keeps its size.
 */
export const WaitingToSync: Story = {
  render: (args) => (
    <>
      <TaskSwipeCard {...args} data-testid="plain" />
      <TaskSwipeCard {...args} data-testid="waiting" waitingToSync />
    </>
  ),
  play: async ({ canvas }) => {
    const waiting = canvas.getByTestId('waiting');
    const plain = canvas.getByTestId('plain');
    await expect(within(waiting).getByRole('img', { name: 'Waiting to sync' })).toBeVisible();
    await expect(within(plain).queryByRole('img', { name: 'Waiting to sync' })).toBeNull();
    await expect(waiting).toHaveAttribute('data-sync', 'waiting');
    const size = (card: HTMLElement) => {
      const box = card.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    };
    await expect(size(waiting)).toEqual(size(plain));
  },
};

export const Translated: Story = {
  args: {
    messages: {
      columns: { new: 'Neu', progress: 'In Arbeit', done: 'Erledigt' },
      moveTo: 'Verschieben nach…',
      actions: (title) => `Aktionen für ${title}`,
      moveBack: (column) => `Zurück nach ${column}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verschieben nach…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aktionen für Feed the cat' })).toBeVisible();
    canvas.getByRole('group', { name: 'Feed the cat' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Zurück nach Neu' })).toBeVisible();
  },
};

/** Every column, priority and picture state side by side, and the revealed tray. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StateGrid min="20rem">
      {boardColumns.map((column, index) => (
        <State key={column} name={`${column}, ${taskPriorities[index]} priority`}>
          <TaskSwipeCard
            {...args}
            task={{ ...task, id: index, column, priority: taskPriorities[index] }}
          />
        </State>
      ))}
      <State name="no description or priority">
        <TaskSwipeCard {...args} task={{ id: 4, title: 'Water the plants', column: 'new' }} />
      </State>
      <State name="picture and colour">
        <TaskSwipeCard
          {...args}
          task={{ ...task, id: 5, picture: taskPictureNames[0], color: categoryColors[7] }}
        />
      </State>
      <State name="with a speak button">
        <TaskSwipeCard
          {...args}
          task={{ ...task, id: 6 }}
          footer={<SpeakButton text={task.title} onSpeak={fn()} />}
        />
      </State>
      <State name="waiting to sync">
        <TaskSwipeCard
          {...args}
          task={{ ...task, id: 7, picture: 'cat', color: 'orange' }}
          footer={<SpeakButton text={task.title} onSpeak={fn()} />}
          waitingToSync
        />
      </State>
    </StateGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(stateNames(canvasElement)).toHaveLength(7);
    await expect(canvas.getAllByRole('img', { name: 'Waiting to sync' })).toHaveLength(1);
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: 'dark' } };

/**
 * In a narrow column (a tablet's three columns beside a menu), drawn large for a child: the
 * picture stacks above the title, the title wraps between words only, and 'Move to…' shows its
 * arrow alone while keeping its name.
 */
export const NarrowColumn: Story = {
  args: {
    task: {
      id: 6,
      title: 'Pack your schoolbag',
      column: 'new',
      picture: 'bag',
      color: 'teal',
    },
  },
  decorators: [
    (Story) => (
      <DensityProvider density="large">
        <div style={{ width: 150 }}>
          <Story />
        </div>
      </DensityProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('group', { name: 'Pack your schoolbag' });
    const picture = card.querySelector('[data-picture="bag"]') as Element;
    const title = canvas.getByText('Pack your schoolbag');
    // Stacked: the title starts below the picture.
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      picture.getBoundingClientRect().bottom,
    );
    // Whole words: the longest word is on one line, inside the card.
    const range = canvasElement.ownerDocument.createRange();
    const text = title.firstChild as Text;
    const start = text.data.indexOf('schoolbag');
    range.setStart(text, start);
    range.setEnd(text, start + 'schoolbag'.length);
    await expect(
      new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
    ).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Move to…' })).toBeVisible();
  },
};
