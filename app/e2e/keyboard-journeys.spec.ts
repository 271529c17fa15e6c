import { expect, test, type Page } from '@playwright/test';
import { newSession, familyPassword } from './support/board-api';
import { boardAnnouncer, boardOf, column, goalCard, openBoard, taskIn } from './support/board-page';
import { apiCalls } from './support/api-calls';
import { e2eBaseUrl } from './support/environment';
import { arrowTo, choose, tabTo, typeInto } from './support/keyboard';
import { freshFamily } from './support/family';
import { latestMailLink } from './support/outbox';

// The app with the keyboard alone: sign up and in, build a board and move its tasks every way
// the board offers, switch between family accounts, change a setting. page.keyboard only: a
// control Tab cannot reach, or a change that drops focus, fails the journey.

/** Opens the account menu from wherever focus is, and picks `item`. */
async function accountMenu(page: Page, username: string, item: string) {
  await tabTo(page, page.getByRole('button', { name: `Account menu for ${username}` }));
  await page.keyboard.press('Enter');
  await choose(page, item);
}

test('sign up, verify the e-mail and log in with the keyboard alone', async ({ page }) => {
  const family = freshFamily('keys');

  await page.goto('/signup');
  await typeInto(page, page.getByLabel('Username'), family.username);
  await typeInto(page, page.getByLabel('Email'), family.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), familyPassword);
  await typeInto(page, page.getByLabel('Confirm password', { exact: true }), familyPassword);
  await typeInto(page, page.getByLabel('Year of birth'), '1988');
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/email-verification-sent/);

  const link = await latestMailLink(family.email, '/verify-email');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Go to login' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  await typeInto(page, page.getByLabel('Email'), family.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), familyPassword);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
});

test('build a board and move its tasks every way, then delete one, with the keyboard alone', async ({
  page,
}) => {
  const calls = apiCalls(page);
  const session = await newSession(e2eBaseUrl);
  await openBoard(page, session);

  // A goal, by Add Goal and its dialog.
  await tabTo(page, page.getByRole('button', { name: 'Add Goal' }));
  await page.keyboard.press('Enter');
  const createGoal = page.getByRole('dialog', { name: 'Create Goal' });
  await typeInto(
    page,
    createGoal.getByRole('textbox', { name: 'Goal title' }),
    'Pack for the trip',
  );
  await page.keyboard.press('Enter');
  await expect(createGoal).toBeHidden();
  const goal = goalCard(page, 'Pack for the trip');

  // Three tasks, each by the goal's Add Task and the task dialog.
  for (const title of ['Find the sunhat', 'Fold the towels', 'Pack the snacks']) {
    await tabTo(page, goal.getByRole('button', { name: /Add Task/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Task' });
    await typeInto(page, dialog.getByRole('textbox', { name: 'Task title' }), title);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  }

  // Open the goal: its board appears.
  await tabTo(page, goal.getByRole('combobox', { name: 'Status' }));
  await page.keyboard.press('Enter');
  await choose(page, 'Open', 'option');
  const board = boardOf(page, 'Pack for the trip');
  await expect(taskIn(column(board, 'NEW'), 'Pack the snacks')).toBeVisible();

  // A keyboard drag, twice in a row: focus stays on the card's handle between them.
  const handle = board.getByRole('button', { name: 'Drag task Find the sunhat' });
  await tabTo(page, handle);
  for (const [to, status] of [
    ['In Progress', 'OPEN'],
    ['Done', 'CLOSED'],
  ] as const) {
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(boardAnnouncer(page)).toHaveText(`Find the sunhat is over ${to}.`, {
        timeout: 500,
      });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(taskIn(column(board, status), 'Find the sunhat')).toBeVisible();
    await expect(handle).toBeFocused();
  }

  // The card's arrow key.
  const towels = taskIn(board, 'Fold the towels');
  await tabTo(page, towels);
  await page.keyboard.press('ArrowRight');
  await expect(taskIn(column(board, 'OPEN'), 'Fold the towels')).toBeFocused();
  // Saved and redrawn before the next key, as a person sees the card land: on a busy machine the
  // server's answer could redraw the card after the Tab below, taking focus back to the card.
  await calls.settled();

  // Its Move to… menu.
  await tabTo(page, towels.getByRole('button', { name: 'Move to…' }));
  await page.keyboard.press('Enter');
  await choose(page, 'Done');
  await expect(taskIn(column(board, 'CLOSED'), 'Fold the towels')).toBeFocused();

  // Its Move back button, among the actions its left arrow shows.
  await page.keyboard.press('ArrowLeft');
  await tabTo(page, board.getByRole('button', { name: 'Move back to In Progress' }));
  await page.keyboard.press('Enter');
  await expect(taskIn(column(board, 'OPEN'), 'Fold the towels')).toBeFocused();
  await expect(boardAnnouncer(page)).toHaveText('Fold the towels moved to In Progress');

  // Delete, confirmed in its dialog: the column is left empty, and has focus.
  const snacks = taskIn(board, 'Pack the snacks');
  await tabTo(page, snacks);
  await page.keyboard.press('ArrowLeft');
  await tabTo(page, board.getByRole('button', { name: 'Delete Pack the snacks' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Task' });
  await tabTo(page, confirm.getByRole('button', { name: 'Delete Task' }));
  await page.keyboard.press('Enter');
  await expect(snacks).toHaveCount(0);
  await expect(column(board, 'NEW')).toBeFocused();
  await expect(boardAnnouncer(page)).toHaveText('Pack the snacks deleted');
});

test('switch to the child account and back with the parent password, by keyboard', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  const child = `${session.username}_kid`;
  await openBoard(page, session);

  await accountMenu(page, session.username, child);
  await expect(page.getByRole('heading', { level: 1, name: child, exact: true })).toBeVisible();

  await accountMenu(page, child, session.username);
  const password = page.getByRole('dialog', { name: `Switch to ${session.username}` });
  await typeInto(page, password.getByLabel('Parent Password'), familyPassword);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: session.username, exact: true }),
  ).toBeVisible();
});

test('change a setting with the keyboard alone', async ({ page }) => {
  const session = await newSession(e2eBaseUrl);
  await openBoard(page, session);
  await tabTo(page, page.getByRole('link', { name: 'Settings' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The sections' tabs, a vertical list: Tab into it, arrows down it.
  await tabTo(page, page.getByRole('tab', { name: 'Profile' }));
  const preferences = page.getByRole('tab', { name: 'Preferences' });
  await arrowTo(page, 'ArrowDown', preferences);
  await expect(preferences).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Preferences' });
  await tabTo(page, form.getByRole('combobox', { name: 'Items per page' }));
  await page.keyboard.press('Enter');
  await choose(page, '50', 'option');
  await tabTo(page, form.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Preferences settings updated successfully!')).toBeVisible();
});
