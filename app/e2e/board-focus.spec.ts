import { expect, test, type Locator, type Page } from '@playwright/test';
import { newSession, type Session } from './support/board-api';
import {
  boardAnnouncer,
  boardOf,
  column,
  createGoalThroughApi,
  goalCard,
  keyboardDrag,
  openBoard,
  phonePage,
  setGoalStatusThroughApi,
  taskIn,
} from './support/board-page';
import { apiCalls } from './support/api-calls';
import { e2eBaseUrl } from './support/environment';

// Where focus lands after a change on the board, read from document.activeElement: on the moved
// card in its new column, on the next task after a delete, back on an edited title; and what the
// board's one live region says. Every journey starts in a fresh browser context (Playwright's
// page fixture), cold, and the racy ones run several times: focus must land the same way every
// time, and stay once the server has answered and the board has reloaded.

const coldRuns = [1, 2, 3];

/** Focus is on `target` (document.activeElement), and still there once everything settled. */
async function expectFocusStays(page: Page, calls: ReturnType<typeof apiCalls>, target: Locator) {
  await expect(target).toBeFocused();
  await calls.settled();
  expect(
    await target.evaluate((element) => element === document.activeElement),
    'focus stayed after the board settled',
  ).toBe(true);
}

async function openGoalOnBoard(page: Page, goal: string, tasks: string[]) {
  const session = await newSession(e2eBaseUrl);
  const created = await createGoalThroughApi(session, goal, tasks);
  await setGoalStatusThroughApi(session, created, 'OPEN');
  await openBoard(page, session);
  const board = boardOf(page, goal);
  await expect(taskIn(column(board, 'NEW'), tasks[0]!)).toBeVisible();
  return { session, board };
}

const handleOf = (place: Locator, title: string) =>
  place.getByRole('button', { name: `Drag task ${title}` });

for (const run of coldRuns) {
  test(`moves by keyboard drag, arrow key, menu and button keep focus on the moved card (cold run ${run})`, async ({
    page,
  }) => {
    const calls = apiCalls(page);
    const { board } = await openGoalOnBoard(page, 'Morning', ['Brush teeth', 'Get dressed']);

    // A keyboard drag: focus on the moved card's handle in its new column.
    await keyboardDrag(
      page,
      handleOf(column(board, 'NEW'), 'Brush teeth'),
      'ArrowRight',
      column(board, 'OPEN').and(page.locator('[data-over="true"]')),
    );
    await expectFocusStays(page, calls, handleOf(column(board, 'OPEN'), 'Brush teeth'));
    await expect(boardAnnouncer(page)).toHaveText('Brush teeth moved to In Progress');
    // Straight on from there, with the keyboard only.
    await page.keyboard.press('Space');
    await expect(handleOf(board, 'Brush teeth')).toHaveAttribute('aria-pressed', 'true');
    await expect(boardAnnouncer(page)).toHaveText('Picked up Brush teeth in In Progress.');
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(boardAnnouncer(page)).toHaveText('Brush teeth is over Done.', { timeout: 500 });
    }).toPass();
    await page.keyboard.press('Space');
    await expectFocusStays(page, calls, handleOf(column(board, 'CLOSED'), 'Brush teeth'));
    await expect(boardAnnouncer(page)).toHaveText('Brush teeth moved to Done');

    // The card's own arrow key: focus on the card in its new column.
    await taskIn(column(board, 'NEW'), 'Get dressed').focus();
    await page.keyboard.press('ArrowRight');
    await expectFocusStays(page, calls, taskIn(column(board, 'OPEN'), 'Get dressed'));
    await expect(boardAnnouncer(page)).toHaveText('Get dressed moved to In Progress');

    // The 'Move to…' menu, by keyboard.
    await taskIn(column(board, 'OPEN'), 'Get dressed')
      .getByRole('button', { name: 'Move to…' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'New' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFocusStays(page, calls, taskIn(column(board, 'CLOSED'), 'Get dressed'));
    await expect(boardAnnouncer(page)).toHaveText('Get dressed moved to Done');

    // The card's Move back button, among the actions its left arrow shows.
    await page.keyboard.press('ArrowLeft');
    const back = board.getByRole('button', { name: 'Move back to In Progress' });
    await expect(back).toBeVisible();
    await back.focus();
    await page.keyboard.press('Enter');
    await expectFocusStays(page, calls, taskIn(column(board, 'OPEN'), 'Get dressed'));
    await expect(boardAnnouncer(page)).toHaveText('Get dressed moved to In Progress');

    // One polite region says it all; dnd-kit's own stay silent.
    await expect(boardAnnouncer(page)).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('[aria-live]', { hasText: 'moved to' })).toHaveCount(1);
    for (const region of await page.locator('[id^="DndLiveRegion"]').all()) {
      await expect(region).toHaveText('');
    }
  });
}

/** Deletes a task from its card's actions, all by keyboard, and waits for its card to go. */
async function deleteTask(page: Page, board: Locator, title: string) {
  const card = taskIn(board, title);
  await card.focus();
  await page.keyboard.press('ArrowLeft');
  const remove = board.getByRole('button', { name: `Delete ${title}` });
  await expect(remove).toBeVisible();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Task' });
  await dialog.getByRole('button', { name: 'Delete Task' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
}

for (const run of coldRuns.slice(0, 2)) {
  test(`after a delete focus lands on the next task, the previous one, then the column; goals likewise (cold run ${run})`, async ({
    page,
  }) => {
    const calls = apiCalls(page);
    const { session, board } = await openGoalOnBoard(page, 'Tidy up', ['Toys', 'Books', 'Socks']);
    const newTasks = column(board, 'NEW');

    await deleteTask(page, board, 'Toys');
    await expectFocusStays(page, calls, taskIn(newTasks, 'Books'));
    await expect(boardAnnouncer(page)).toHaveText('Toys deleted');
    await deleteTask(page, board, 'Socks');
    await expectFocusStays(page, calls, taskIn(newTasks, 'Books'));
    await deleteTask(page, board, 'Books');
    await expectFocusStays(page, calls, newTasks);
    await expect(boardAnnouncer(page)).toHaveText('Books deleted');

    // Goals: the next goal's card, then Add Goal once none is left.
    await createGoalThroughApi(session, 'Feed the cat', []);
    await page.reload();
    const deleteGoal = async (title: string) => {
      await goalCard(page, title)
        .getByRole('button', { name: `Delete goal ${title}` })
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Delete Goal' });
      await dialog.getByRole('button', { name: 'Delete Goal' }).focus();
      await page.keyboard.press('Enter');
      await expect(goalCard(page, title)).toHaveCount(0);
    };
    await deleteGoal('Tidy up');
    await expectFocusStays(
      page,
      calls,
      goalCard(page, 'Feed the cat').getByRole('button', { name: 'Drag goal Feed the cat' }),
    );
    await expect(boardAnnouncer(page)).toHaveText('Goal Tidy up deleted');
    await deleteGoal('Feed the cat');
    await expectFocusStays(page, calls, page.getByRole('button', { name: 'Add Goal' }));
  });
}

test('after a title edit focus is back on the edited title, saved or not', async ({ page }) => {
  const calls = apiCalls(page);
  const { board } = await openGoalOnBoard(page, 'Bedtime', ['Read a book', 'Brush teeth']);
  const goal = goalCard(page, 'Bedtime');

  // The goal's title, by its edit button: Enter saves, Escape cancels; focus returns to the button.
  await goal.getByRole('button', { name: 'Edit title of Bedtime' }).focus();
  await page.keyboard.press('Enter');
  await expect(goal.getByRole('textbox', { name: 'Goal title' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' story');
  await page.keyboard.press('Enter');
  const renamed = goalCard(page, 'Bedtime story');
  await expectFocusStays(
    page,
    calls,
    renamed.getByRole('button', { name: 'Edit title of Bedtime story' }),
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expectFocusStays(
    page,
    calls,
    renamed.getByRole('button', { name: 'Edit title of Bedtime story' }),
  );

  // A task's title in the goal card's list, the same way.
  await renamed.getByRole('button', { name: 'Tasks of Bedtime story' }).focus();
  await page.keyboard.press('Enter');
  await renamed.getByRole('button', { name: 'Edit title of Read a book' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type(' together');
  await page.keyboard.press('Enter');
  await expectFocusStays(
    page,
    calls,
    renamed.getByRole('button', { name: 'Edit title of Read a book together' }),
  );

  // A card's title on the board, opened by double click: focus lands on the card it names.
  await taskIn(column(board, 'NEW'), 'Brush teeth').getByText('Brush teeth').dblclick();
  await page.keyboard.press('End');
  await page.keyboard.type(' well');
  await page.keyboard.press('Enter');
  await expectFocusStays(page, calls, taskIn(column(board, 'NEW'), 'Brush teeth well'));
  await taskIn(column(board, 'NEW'), 'Brush teeth well').getByText('Brush teeth well').dblclick();
  await page.keyboard.press('Escape');
  await expectFocusStays(page, calls, taskIn(column(board, 'NEW'), 'Brush teeth well'));
});

test('a goal moved by keyboard keeps focus on its handle, and its new place is said', async ({
  page,
}) => {
  const calls = apiCalls(page);
  const session = await newSession(e2eBaseUrl);
  await createGoalThroughApi(session, 'Feed the cat', []);
  await createGoalThroughApi(session, 'Water the plants', []);
  await openBoard(page, session);
  const handle = page.getByRole('button', { name: 'Drag goal Water the plants' });
  await keyboardDrag(
    page,
    handle,
    'ArrowUp',
    boardAnnouncer(page).filter({ hasText: 'Goal Water the plants is over position 1 of 2.' }),
  );
  await expect(page.getByRole('article', { name: /^Goal: / }).first()).toHaveAttribute(
    'aria-label',
    'Goal: Water the plants',
  );
  await expectFocusStays(page, calls, handle);
  await expect(boardAnnouncer(page)).toHaveText('Goal Water the plants moved to position 1 of 2.');
});

for (const run of coldRuns.slice(0, 2)) {
  test(`on a phone a moved card keeps focus, moves are said, a delete lands on the next card (cold run ${run})`, async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    const calls = apiCalls(page);
    const session: Session = await newSession(e2eBaseUrl);
    const garden = await createGoalThroughApi(session, 'Garden', ['Water plants', 'Pull weeds']);
    await setGoalStatusThroughApi(session, garden, 'OPEN');
    await openBoard(page, session);
    await goalCard(page, 'Garden').getByRole('button', { name: 'View Board' }).click();
    const board = boardOf(page, 'Garden');

    await taskIn(column(board, 'NEW'), 'Water plants').focus();
    await page.keyboard.press('ArrowRight');
    await expectFocusStays(page, calls, taskIn(column(board, 'OPEN'), 'Water plants'));
    await expect(boardAnnouncer(page)).toHaveText('Water plants moved to In Progress');

    await taskIn(column(board, 'OPEN'), 'Water plants')
      .getByRole('button', { name: 'Move to…' })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusStays(page, calls, taskIn(column(board, 'CLOSED'), 'Water plants'));
    await expect(boardAnnouncer(page)).toHaveText('Water plants moved to Done');

    await deleteTask(page, board, 'Pull weeds');
    await expectFocusStays(page, calls, column(board, 'NEW'));
    await expect(boardAnnouncer(page)).toHaveText('Pull weeds deleted');
    await context.close();
  });
}
