import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { call, goalTasks, newSession, type Session } from './support/board-api';
import {
  boardOf,
  chooseOption,
  column,
  createGoalThroughApi,
  goalCard,
  openBoard,
  phonePage,
  taskIn,
  timer,
} from './support/board-page';
import { e2eBaseUrl } from './support/environment';

// A goal card's task list: each task's title edits in place and a select marks it Active or Done
// (spec §4 "Inline edit", "Moving tasks"; §5 titles trimmed, non-empty, saved only if changed).

async function openGoalWithTasks(session: Session, title: string, tasks: string[]) {
  const goal = await createGoalThroughApi(session, title, tasks);
  await call(session, 'PUT', `/backlog/goals/${goal.item_id}`, {
    title: goal.title,
    job_status: 'OPEN',
  });
  return goal;
}

/** The task's row in the goal card's list (expanding the card first). */
async function taskRow(card: Locator, title: string) {
  const toggle = card.getByRole('button', { name: /^Tasks of / });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return card.getByRole('listitem').filter({ has: card.page().getByText(title, { exact: true }) });
}

const statusSelect = (card: Locator, title: string) =>
  card.getByRole('combobox', { name: `Status of ${title}` });

/** Every PUT of a task the page sends, in order. */
function taskUpdates(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/backlog\/task\/\d+$/.test(request.url())) {
      sent.push(request);
    }
  });
  return sent;
}

const titlesOf = async (session: Session, goalId: number) =>
  (await goalTasks(session, goalId)).map((task) => task.title);

test.describe('task titles edit in place', () => {
  test('double click or the edit button; Enter and leaving save; Escape, unchanged and blank do not', async ({
    page,
  }) => {
    const session = await newSession(e2eBaseUrl);
    const goal = await openGoalWithTasks(session, 'Pack my bag', [
      'Find my lunchbox',
      'Zip up my bag',
    ]);
    await openBoard(page, session);
    const updates = taskUpdates(page);
    const card = goalCard(page, 'Pack my bag');
    const board = boardOf(page, 'Pack my bag');

    // Double click, then Enter: saved trimmed, on the server and on the board.
    const row = await taskRow(card, 'Find my lunchbox');
    await row.getByText('Find my lunchbox', { exact: true }).dblclick();
    const field = card.getByRole('textbox', { name: 'Task title' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('Find my lunchbox');
    await field.fill('  Find my blue lunchbox  ');
    await field.press('Enter');
    await expect(field).toBeHidden();
    await expect(taskIn(column(board, 'NEW'), 'Find my blue lunchbox')).toBeVisible();
    await expect
      .poll(() => titlesOf(session, goal.item_id))
      .toEqual(['Find my blue lunchbox', 'Zip up my bag']);
    expect(updates).toHaveLength(1);

    // The edit button, then Escape: nothing changes.
    await card.getByRole('button', { name: 'Edit title of Find my blue lunchbox' }).click();
    await field.fill('Something else');
    await field.press('Escape');
    await expect(field).toBeHidden();
    await expect(card.getByText('Find my blue lunchbox', { exact: true })).toBeVisible();

    // Unchanged (even with spaces around it) and blank titles are not sent.
    await card.getByRole('button', { name: 'Edit title of Find my blue lunchbox' }).click();
    await field.press('Enter');
    await card.getByText('Find my blue lunchbox', { exact: true }).dblclick();
    await field.fill('   Find my blue lunchbox ');
    await field.press('Enter');
    await card.getByText('Find my blue lunchbox', { exact: true }).dblclick();
    await field.fill('   ');
    await field.press('Enter');
    await expect(field).toBeHidden();
    await expect(card.getByText('Find my blue lunchbox', { exact: true })).toBeVisible();

    // Leaving the field saves.
    await card.getByText('Zip up my bag', { exact: true }).dblclick();
    await field.fill('Zip my bag shut');
    await page.getByRole('heading', { name: 'Your Goals & Activities' }).click();
    await expect(field).toBeHidden();
    await expect(taskIn(column(board, 'NEW'), 'Zip my bag shut')).toBeVisible();
    await expect
      .poll(() => titlesOf(session, goal.item_id))
      .toEqual(['Find my blue lunchbox', 'Zip my bag shut']);
    // Escape, unchanged and blank sent nothing: only the two real changes reached the server.
    expect(updates.map((request) => request.postDataJSON().title)).toEqual([
      'Find my blue lunchbox',
      'Zip my bag shut',
    ]);

    // A task card on the board renames by double click too.
    await taskIn(column(board, 'NEW'), 'Zip my bag shut')
      .getByText('Zip my bag shut', { exact: true })
      .dblclick();
    const boardField = board.getByRole('textbox', { name: 'Task title' });
    await boardField.fill('Zip my bag and hang it up');
    await boardField.press('Enter');
    await expect(taskIn(column(board, 'NEW'), 'Zip my bag and hang it up')).toBeVisible();
    await expect
      .poll(() => titlesOf(session, goal.item_id))
      .toEqual(['Find my blue lunchbox', 'Zip my bag and hang it up']);
  });
});

test.describe('the task list select: Active or Done', () => {
  test('on a desktop it moves the task at once, runs the timer rules, and rolls back when refused', async ({
    page,
  }) => {
    const session = await newSession(e2eBaseUrl);
    const goal = await openGoalWithTasks(session, 'Feed the fish', ['Open the food tin']);
    await openBoard(page, session);
    const card = goalCard(page, 'Feed the fish');
    const board = boardOf(page, 'Feed the fish');
    await taskRow(card, 'Open the food tin');
    const select = statusSelect(card, 'Open the food tin');
    await expect(select).toHaveText('New');

    // Only Active and Done are offered.
    await select.click();
    await expect(page.getByRole('option')).toHaveText(['Active', 'Done']);
    await page.keyboard.press('Escape');

    // Active: the task is In Progress before the server has answered, and the timer starts.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/backlog/task/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.fallback();
    });
    await chooseOption(page, select, 'Active');
    await expect(taskIn(column(board, 'OPEN'), 'Open the food tin')).toBeVisible();
    await expect(select).toHaveText('Active');
    await expect(timer(page)).toHaveAttribute('data-state', 'running');
    expect((await goalTasks(session, goal.item_id))[0]?.job_status).toBe('NEW');
    answer();
    await expect
      .poll(async () => (await goalTasks(session, goal.item_id))[0]?.job_status)
      .toBe('OPEN');
    await page.unroute('**/api/backlog/task/*');

    // Done: from In Progress to Done stops the timer.
    await chooseOption(page, select, 'Done');
    await expect(taskIn(column(board, 'CLOSED'), 'Open the food tin')).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'idle');
    await expect
      .poll(async () => (await goalTasks(session, goal.item_id))[0]?.job_status)
      .toBe('CLOSED');

    // A refused move rolls back, with the board's message.
    await page.route('**/api/backlog/task/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"no"}' })
        : route.fallback(),
    );
    await chooseOption(page, select, 'Active');
    await expect(page.getByText('Failed to update task')).toBeVisible();
    await expect(select).toHaveText('Done');
    await expect(taskIn(column(board, 'CLOSED'), 'Open the food tin')).toBeVisible();
    expect((await goalTasks(session, goal.item_id))[0]?.job_status).toBe('CLOSED');
  });

  test('on a phone it moves the task on the Active Board, rolls back, and titles edit by the edit button', async ({
    browser,
  }) => {
    const session = await newSession(e2eBaseUrl);
    const goal = await openGoalWithTasks(session, 'Water the plants', [
      'Fill the watering can',
      'Water the tomatoes',
    ]);
    const { context, page } = await phonePage(browser);
    await openBoard(page, session);
    await expect(page.getByRole('tab', { name: 'Goals (1)' })).toBeVisible();
    const card = goalCard(page, 'Water the plants');
    await taskRow(card, 'Fill the watering can');
    const select = statusSelect(card, 'Fill the watering can');

    await chooseOption(page, select, 'Done');
    await expect(select).toHaveText('Done');
    await expect
      .poll(async () => (await goalTasks(session, goal.item_id))[0]?.job_status)
      .toBe('CLOSED');
    await card.getByRole('button', { name: 'View Board' }).click();
    const board = boardOf(page, 'Water the plants');
    await expect(taskIn(column(board, 'CLOSED'), 'Fill the watering can')).toBeVisible();
    await expect(taskIn(column(board, 'NEW'), 'Water the tomatoes')).toBeVisible();

    // Back on the Goals tab: a refused move rolls back.
    await page.getByRole('tab', { name: /Goals/ }).click();
    await page.route('**/api/backlog/task/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"no"}' })
        : route.fallback(),
    );
    await taskRow(card, 'Water the tomatoes');
    const second = statusSelect(card, 'Water the tomatoes');
    await expect(second).toHaveText('New');
    await chooseOption(page, second, 'Active');
    await expect(page.getByText('Failed to update task')).toBeVisible();
    await expect(second).toHaveText('New');
    await page.unroute('**/api/backlog/task/*');
    await chooseOption(page, second, 'Active');
    await expect
      .poll(async () => (await goalTasks(session, goal.item_id))[1]?.job_status)
      .toBe('OPEN');

    // Touch has no double click to rely on: the edit button opens the field.
    await card.getByRole('button', { name: 'Edit title of Water the tomatoes' }).tap();
    const field = card.getByRole('textbox', { name: 'Task title' });
    await field.fill('Water the tomatoes and beans');
    await field.press('Enter');
    await expect(card.getByText('Water the tomatoes and beans', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await goalTasks(session, goal.item_id))[1]?.title)
      .toBe('Water the tomatoes and beans');
    await context.close();
  });
});
