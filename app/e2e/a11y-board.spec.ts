import { expect, test, type Page } from '@playwright/test';
import { newSession } from './support/board-api';
import {
  boardOf,
  chooseOption,
  column,
  createGoalThroughApi,
  goalCard,
  openBoard,
  phonePage,
  taskIn,
} from './support/board-page';
import { e2eBaseUrl } from './support/environment';

// Keyboard and screen-reader use of the board: where focus lands after a change, and what the
// board's one live region says.

const announcer = (page: Page) => page.locator('[data-board-announcer]');

async function openGoalOnBoard(page: Page, goal: string, tasks: string[]) {
  const session = await newSession(e2eBaseUrl);
  await createGoalThroughApi(session, goal, tasks);
  await openBoard(page, session);
  await chooseOption(page, goalCard(page, goal).getByRole('combobox', { name: 'Status' }), 'Open');
  const board = boardOf(page, goal);
  await expect(taskIn(column(board, 'NEW'), tasks[0]!)).toBeVisible();
  return board;
}

test('a keyboard move keeps focus on the moved card’s handle and is announced once', async ({
  page,
}) => {
  const board = await openGoalOnBoard(page, 'Morning', ['Brush teeth', 'Get dressed']);
  const handle = board.getByRole('button', { name: 'Drag task Brush teeth' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(column(board, 'OPEN')).toHaveAttribute('data-over', 'true', { timeout: 500 });
  }).toPass();
  await page.keyboard.press('ArrowRight');
  await expect(column(board, 'CLOSED')).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');

  await expect(taskIn(column(board, 'CLOSED'), 'Brush teeth')).toBeVisible();
  await expect(board.getByRole('button', { name: 'Drag task Brush teeth' })).toBeFocused();
  await expect(announcer(page)).toHaveText('Brush teeth moved to Done');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  // One announcer for the whole board, not one per card or column.
  await expect(page.locator('[aria-live="polite"]', { hasText: 'moved to' })).toHaveCount(1);

  // The card's own arrow key moves it too, and focus follows it.
  const card = taskIn(column(board, 'NEW'), 'Get dressed');
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(taskIn(column(board, 'OPEN'), 'Get dressed')).toBeVisible();
  await expect(board.getByRole('button', { name: 'Drag task Get dressed' })).toBeFocused();
  await expect(announcer(page)).toHaveText('Get dressed moved to In Progress');
});

test('after a delete focus lands on the next task, the previous one, then the column', async ({
  page,
}) => {
  const board = await openGoalOnBoard(page, 'Tidy up', ['Toys', 'Books', 'Socks']);
  const remove = async (title: string) => {
    const card = taskIn(column(board, 'NEW'), title);
    await card.focus();
    await page.keyboard.press('ArrowLeft');
    await board.getByRole('button', { name: `Delete ${title}` }).press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Task' });
    await dialog.getByRole('button', { name: 'Delete Task' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
  };

  await remove('Toys');
  await expect(board.getByRole('button', { name: 'Drag task Books' })).toBeFocused();
  await remove('Socks');
  await expect(board.getByRole('button', { name: 'Drag task Books' })).toBeFocused();
  await remove('Books');
  await expect(column(board, 'NEW')).toBeFocused();
});

test('after a title edit by keyboard focus stays on the edited title', async ({ page }) => {
  const board = await openGoalOnBoard(page, 'Bedtime', ['Read a book']);
  const card = taskIn(column(board, 'NEW'), 'Read a book');
  await card.getByText('Read a book').dblclick();
  const field = card.getByRole('textbox', { name: 'Task title' });
  await field.fill('Read two books');
  await field.press('Enter');
  const renamed = column(board, 'NEW').getByText('Read two books', { exact: true });
  await expect(renamed).toBeFocused();
  await renamed.dblclick();
  await column(board, 'NEW').getByRole('textbox', { name: 'Task title' }).press('Escape');
  await expect(renamed).toBeFocused();
});

test('on a phone a moved card keeps focus and the move is announced', async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  const session = await newSession(e2eBaseUrl);
  await createGoalThroughApi(session, 'Garden', ['Water plants']);
  await openBoard(page, session);
  await chooseOption(
    page,
    goalCard(page, 'Garden').getByRole('combobox', { name: 'Status' }),
    'Open',
  );
  await goalCard(page, 'Garden').getByRole('button', { name: 'View Board' }).click();
  const board = boardOf(page, 'Garden');
  const card = taskIn(column(board, 'NEW'), 'Water plants');
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(taskIn(column(board, 'OPEN'), 'Water plants')).toBeFocused();
  await expect(announcer(page)).toHaveText('Water plants moved to In Progress');
  await context.close();
});
