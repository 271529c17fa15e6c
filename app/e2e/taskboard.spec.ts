import { expect, test, type Locator, type Page } from '@playwright/test';
import { startAiTestServer, type AiTestServer } from './support/ai-server';
import { startAppServer, type AppServer } from './support/app-server';
import {
  backlog,
  call,
  chooseLanguage,
  goalTasks,
  newSession,
  verifyEmail,
  type ApiGoal,
  type ApiTask,
  type Session,
} from './support/board-api';
import {
  boardAnnouncer,
  boardOf,
  chooseOption,
  column,
  createGoalThroughApi,
  goalCard,
  keyboardDrag,
  openBoard,
  phonePage,
  taskIn,
  timer,
} from './support/board-page';
import { e2eBaseUrl } from './support/environment';

/** Drags a task's handle with the mouse onto a column, as a hand would: slowly, then lets go. */
async function mouseDrag(page: Page, handle: Locator, target: Locator) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // A card can still be settling after the previous move (a menu closing, a column growing):
  // a press measured before that lands beside the handle. Then let go and measure again.
  await expect(async () => {
    // The handle in mid-screen keeps the columns' heads on screen and away from the edges
    // (where dnd-kit would scroll the page).
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const start = await handle.boundingBox();
    if (!start) throw new Error('drag handle not on screen');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, {
      steps: 3,
    });
    try {
      await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    } catch (error) {
      await page.mouse.up();
      throw error;
    }
  }).toPass({ timeout: 15_000 });
  const end = await target.boundingBox();
  if (!end) throw new Error('drag target not on screen');
  // Aim at the column's head, which is on screen even when the column is long.
  await page.mouse.move(end.x + end.width / 2, end.y + 24, { steps: 12 });
  await expect(target).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}

/** Where `target` is once it stops being replaced (a move re-renders its card once more). */
async function settledBox(target: Locator) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await target.scrollIntoViewIfNeeded({ timeout: 1_000 });
      const box = await target.boundingBox();
      if (box) return box;
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    if (attempt >= 10) throw new Error('swipe target not on screen');
  }
}

/** A finger swipe, sent as real touch input through the DevTools protocol. */
async function swipe(page: Page, target: Locator, dx: number) {
  // A reload after the last move re-renders the board; swipe once it has settled.
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const box = await settledBox(target);
  const x = box.x + Math.min(40, box.width / 4);
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y, id: 1 }],
    });
  await touch('touchStart', x);
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', x + (dx * step) / 10);
  await touch('touchEnd', x + dx);
  await cdp.detach();
}

test.describe('the task board on a desktop', () => {
  test('create a goal with suggested steps, open it, drag its tasks to Done, close it', async ({
    page,
  }) => {
    const session = await newSession(e2eBaseUrl);
    await openBoard(page, session);

    // An empty board says what to do.
    await expect(
      page.getByText('No goals added yet. Click the button above to start!'),
    ).toBeVisible();
    await expect(
      page.getByText(
        "No active boards. Change status from 'New' to 'Open' on a goal above to get started!",
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to Use the TaskBoard' })).toBeVisible();
    await expect(
      page.getByText('Set simple goals your child can achieve in 2-3 days.'),
    ).toBeVisible();

    // Create Goal: blank titles cannot be created; the offline planner suggests the steps.
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Goal' });
    await expect(dialog.getByRole('button', { name: 'Yes, suggest subtasks' })).toBeDisabled();
    await dialog.getByLabel('Goal title').fill('   ');
    await expect(dialog.getByRole('button', { name: 'No, just create goal' })).toBeDisabled();
    await expect(dialog.getByRole('meter', { name: 'Family helper use today' })).toHaveAttribute(
      'aria-valuetext',
      '0.0%',
    );
    await dialog.getByLabel('Goal title').fill('  Tidy my room ');
    await dialog.getByRole('button', { name: 'Yes, suggest subtasks' }).click();
    await expect(dialog).toBeHidden();

    const card = goalCard(page, 'Tidy my room');
    await expect(card).toBeVisible();
    const { items } = await backlog(session);
    const goal = items.find((item): item is ApiGoal => 'tasks' in item);
    expect(goal?.title).toBe('Tidy my room');
    const tasks = await goalTasks(session, goal!.item_id);
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    // Created in the suggested order, numbered from 1.
    tasks.forEach((task, index) => expect(task.title.startsWith(`${index + 1}. `)).toBe(true));
    const [first, second, third] = tasks as [ApiTask, ApiTask, ApiTask];

    // Open the goal: its board appears with three empty-or-full columns.
    await chooseOption(page, card.getByRole('combobox', { name: 'Status' }), 'Open');
    const board = boardOf(page, 'Tidy my room');
    await expect(board).toBeVisible();
    await expect(board.getByRole('heading', { name: /New Tasks/ })).toBeVisible();
    await expect(board.getByRole('heading', { name: /In Progress/ })).toBeVisible();
    await expect(board.getByRole('heading', { name: /Done/ })).toBeVisible();
    await expect(column(board, 'OPEN').getByText('No task here yet!')).toBeVisible();
    await expect(taskIn(column(board, 'NEW'), first.title)).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'idle');

    // Mouse drag New → In Progress: the task moves and the timer starts.
    await mouseDrag(
      page,
      board.getByRole('button', { name: `Drag task ${first.title}` }),
      column(board, 'OPEN'),
    );
    await expect(taskIn(column(board, 'OPEN'), first.title)).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'running');

    // Keyboard drag In Progress → Done: the timer stops.
    await keyboardDrag(
      page,
      board.getByRole('button', { name: `Drag task ${first.title}` }),
      'ArrowRight',
      column(board, 'CLOSED').and(page.locator('[data-over="true"]')),
    );
    await expect(taskIn(column(board, 'CLOSED'), first.title)).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'idle');

    // 'Move to…' New → Done restarts the timer (any move not leaving In Progress does).
    await taskIn(column(board, 'NEW'), second.title)
      .getByRole('button', { name: 'Move to…' })
      .click();
    await page.getByRole('menuitem', { name: 'Done' }).click();
    await expect(taskIn(column(board, 'CLOSED'), second.title)).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'running');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(timer(page)).toHaveAttribute('data-state', 'idle');

    // Another mouse drag New → In Progress restarts the timer; the server has every move.
    await mouseDrag(
      page,
      board.getByRole('button', { name: `Drag task ${third.title}` }),
      column(board, 'OPEN'),
    );
    await expect(taskIn(column(board, 'OPEN'), third.title)).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'running');
    await expect
      .poll(async () =>
        (await goalTasks(session, goal!.item_id)).slice(0, 3).map((t) => t.job_status),
      )
      .toEqual(['CLOSED', 'CLOSED', 'OPEN']);

    // Every task has a speaker for children who cannot read yet.
    await expect(
      taskIn(column(board, 'CLOSED'), first.title).getByRole('button', {
        name: `Read aloud: ${first.title}`,
      }),
    ).toBeVisible();

    // The moves survive a reload.
    await page.reload();
    await expect(taskIn(column(boardOf(page, 'Tidy my room'), 'OPEN'), third.title)).toBeVisible();

    // Close the goal: it leaves the board.
    await chooseOption(
      page,
      goalCard(page, 'Tidy my room').getByRole('combobox', { name: 'Status' }),
      'Closed',
    );
    await expect(boardOf(page, 'Tidy my room')).toBeHidden();
    await expect(
      page.getByText(
        "No active boards. Change status from 'New' to 'Open' on a goal above to get started!",
      ),
    ).toBeVisible();
    await expect
      .poll(async () => {
        const { items: after } = await backlog(session);
        return after.find((item) => item.item_id === goal!.item_id)?.job_status;
      })
      .toBe('CLOSED');
  });

  test('goals reorder by drag, and the order is kept by the server', async ({ page }) => {
    const session = await newSession(e2eBaseUrl);
    await createGoalThroughApi(session, 'Feed the cat', []);
    await createGoalThroughApi(session, 'Water the plants', []);
    await openBoard(page, session);
    const cards = page.getByRole('article', { name: /^Goal: / });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('aria-label', 'Goal: Feed the cat');

    // Keyboard reorder: pick up the second goal, move it up, drop it.
    await keyboardDrag(
      page,
      page.getByRole('button', { name: 'Drag goal Water the plants' }),
      'ArrowUp',
      boardAnnouncer(page).filter({ hasText: 'Goal Water the plants is over position 1 of 2.' }),
    );
    await expect(cards.first()).toHaveAttribute('aria-label', 'Goal: Water the plants');
    await expect
      .poll(async () =>
        (await backlog(session)).items.filter((item) => 'tasks' in item).map((item) => item.title),
      )
      .toEqual(['Water the plants', 'Feed the cat']);
  });

  test('a refused move rolls back with the spec message; the board reloads on focus', async ({
    page,
  }) => {
    const session = await newSession(e2eBaseUrl);
    const goal = await createGoalThroughApi(session, 'Pack my bag', ['Find my lunchbox']);
    await call(session, 'PUT', `/backlog/goals/${goal.item_id}`, {
      title: goal.title,
      job_status: 'OPEN',
    });
    await openBoard(page, session);
    const board = boardOf(page, 'Pack my bag');
    await expect(taskIn(column(board, 'NEW'), 'Find my lunchbox')).toBeVisible();

    await page.route('**/api/backlog/task/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"no"}' })
        : route.fallback(),
    );
    await taskIn(column(board, 'NEW'), 'Find my lunchbox')
      .getByRole('button', { name: 'Move to…' })
      .click();
    await page.getByRole('menuitem', { name: 'In Progress' }).click();
    await expect(page.getByText('Failed to update task')).toBeVisible();
    await expect(taskIn(column(board, 'NEW'), 'Find my lunchbox')).toBeVisible();
    await expect(column(board, 'OPEN').getByText('No task here yet!')).toBeVisible();
    await page.unroute('**/api/backlog/task/*');

    // A change made elsewhere shows up when the window regains focus.
    await call(session, 'POST', '/backlog/task', {
      title: 'Put on my shoes',
      goal_id: goal.item_id,
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(taskIn(column(board, 'NEW'), 'Put on my shoes')).toBeVisible();

    // A backlog that cannot be read says so, and the board comes back on the next focus.
    await page.route('**/api/backlog', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }),
    );
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('Failed to fetch backlog')).toBeVisible();
    await expect(board).toBeHidden();
    await page.unroute('**/api/backlog');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(taskIn(column(board, 'NEW'), 'Put on my shoes')).toBeVisible();
    await expect(page.getByText('Failed to fetch backlog')).toBeHidden();
  });
});

test('the timer counts down, shows the time left as a disc and sounds the siren at zero', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  // Count the tones the page makes: the siren is a Web Audio oscillator, not a sound file.
  await page.addInitScript(() => {
    const counter = window as unknown as { sirens: number };
    counter.sirens = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counter.sirens += 1;
      return create.call(this);
    };
  });
  await page.clock.install();
  await openBoard(page, session);

  await expect(timer(page)).toHaveAttribute('data-state', 'idle');
  await expect(timer(page).getByRole('img', { name: '5 minutes left' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(timer(page)).toHaveAttribute('data-state', 'running');
  await page.clock.fastForward('02:30');
  await expect(timer(page).getByRole('timer')).toHaveText(/02:3\d/);
  await page.clock.fastForward('02:31');
  await expect(timer(page)).toHaveAttribute('data-state', 'finished');
  await expect(timer(page).getByRole('timer')).toHaveText('00:00');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sirens: number }).sirens))
    .toBe(1);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(timer(page)).toHaveAttribute('data-state', 'idle');
  await expect(timer(page).getByRole('timer')).toHaveText('05:00');
});

test.describe('the goal card and the modals', () => {
  test('add a task, rename and file a goal, see it all in the table, delete a task and the goal', async ({
    page,
  }) => {
    const session = await newSession(e2eBaseUrl);
    await createGoalThroughApi(session, 'Plant a seed', []);
    await openBoard(page, session);
    const card = goalCard(page, 'Plant a seed');

    // Add New Task: blank titles cannot be added; the title is trimmed.
    await card.getByRole('button', { name: '+ Add Task' }).click();
    const addTask = page.getByRole('dialog', { name: 'Add New Task' });
    await expect(addTask.getByRole('button', { name: 'Add Task' })).toBeDisabled();
    await addTask.getByLabel('Task title').fill('   ');
    await expect(addTask.getByRole('button', { name: 'Add Task' })).toBeDisabled();
    await addTask.getByLabel('Task title').fill('  Fill a pot with soil ');
    await addTask.getByLabel('Description (optional)').fill('Ask for help with the bag');
    await chooseOption(
      page,
      addTask.getByRole('combobox', { name: 'Priority (optional)' }),
      'High',
    );
    await addTask.getByRole('button', { name: 'Add Task' }).click();
    await expect(addTask).toBeHidden();

    // Inline rename: Enter saves.
    await card.getByRole('button', { name: 'Edit title of Plant a seed' }).click();
    await card.getByLabel('Goal title').fill('Grow a sunflower');
    await page.keyboard.press('Enter');
    const renamed = goalCard(page, 'Grow a sunflower');
    await expect(renamed).toBeVisible();

    // Category select.
    const categories = await call<{ active_categories: { name: string; icon: string }[] }>(
      session,
      'GET',
      '/backlog/current-flavor',
    );
    const category = categories.body.active_categories[0]!;
    await chooseOption(
      page,
      renamed.getByRole('combobox', { name: 'Category' }),
      `${category.icon} ${category.name}`,
    );
    await expect(renamed.getByRole('combobox', { name: 'Category' })).toContainText(category.name);

    // The table of everything.
    await page.getByRole('button', { name: 'Show All Goals & Tasks' }).click();
    const table = page.getByRole('dialog', { name: 'All Goals & Tasks' }).getByRole('table');
    await expect(table.getByRole('row', { name: /Grow a sunflower/ })).toContainText(
      'Fill a pot with soil',
    );
    await expect(table).toContainText(category.name);
    await page.keyboard.press('Escape');

    const [task] = (await goalTasks(session, (await backlog(session)).items[0]!.item_id)) as [
      ApiTask & { description: string; priority: string },
    ];
    expect(task).toMatchObject({
      title: 'Fill a pot with soil',
      description: 'Ask for help with the bag',
      priority: 'HIGH',
    });

    // Delete Task, from the card's revealed actions on an open board.
    await chooseOption(page, renamed.getByRole('combobox', { name: 'Status' }), 'Open');
    const board = boardOf(page, 'Grow a sunflower');
    const taskCard = taskIn(column(board, 'NEW'), 'Fill a pot with soil');
    await taskCard.focus();
    await page.keyboard.press('ArrowLeft');
    await board.getByRole('button', { name: 'Delete Fill a pot with soil' }).click();
    const deleteTask = page.getByRole('alertdialog', { name: 'Delete Task' });
    await deleteTask.getByRole('button', { name: 'Delete Task' }).click();
    await expect(deleteTask).toBeHidden();
    await expect(column(board, 'NEW').getByText('No task here yet!')).toBeVisible();

    // Delete Goal.
    await renamed.getByRole('button', { name: 'Delete goal Grow a sunflower' }).click();
    const deleteGoal = page.getByRole('alertdialog', { name: 'Delete Goal' });
    await deleteGoal.getByRole('button', { name: 'Delete Goal' }).click();
    await expect(deleteGoal).toBeHidden();
    await expect(
      page.getByText('No goals added yet. Click the button above to start!'),
    ).toBeVisible();
    expect((await backlog(session)).items).toEqual([]);
  });
});

test.describe('the task board on a phone', () => {
  test('swipe tasks to Done on the Active Board; closing the goal forgets it', async ({
    browser,
  }) => {
    const session = await newSession(e2eBaseUrl);
    const { context, page } = await phonePage(browser);
    await openBoard(page, session);

    // Empty states of both tabs.
    await expect(page.getByRole('tab', { name: 'Goals (0)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No goals created yet' })).toBeVisible();
    await page.getByRole('tab', { name: 'Active Board' }).click();
    await expect(page.getByRole('heading', { name: 'No goals created yet' })).toBeVisible();

    // Create a goal with suggested steps from the Goals tab.
    await page.getByRole('tab', { name: /Goals/ }).click();
    await page.getByRole('button', { name: 'Add New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Goal' });
    await dialog.getByLabel('Goal title').fill('Get ready for bed');
    await dialog.getByRole('button', { name: 'Yes, suggest subtasks' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Goals (1)' })).toBeVisible();
    const goal = (await backlog(session)).items.find((item): item is ApiGoal => 'tasks' in item)!;
    const [first] = (await goalTasks(session, goal.item_id)) as [ApiTask];

    await page.getByRole('tab', { name: 'Active Board' }).click();
    await expect(page.getByRole('heading', { name: 'No active goals' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Goals' }).click();

    // Open it, then View Board.
    const card = goalCard(page, 'Get ready for bed');
    await chooseOption(page, card.getByRole('combobox', { name: 'Status' }), 'Open');
    await card.getByRole('button', { name: 'View Board' }).click();
    const board = boardOf(page, 'Get ready for bed');
    await expect(board).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedGoalId'))).toBe(
      String(goal.item_id),
    );
    await expect(column(board, 'OPEN').getByText('No tasks in In Progress')).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'idle');

    // Swipe right past 120 px: New → In Progress, the timer starts.
    await swipe(page, taskIn(column(board, 'NEW'), first.title), 160);
    await expect(taskIn(column(board, 'OPEN'), first.title)).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'running');
    await expect
      .poll(async () => (await goalTasks(session, goal.item_id))[0]?.job_status)
      .toBe('OPEN');

    // A short swipe does nothing.
    await swipe(page, taskIn(column(board, 'OPEN'), first.title), 60);
    await expect(taskIn(column(board, 'OPEN'), first.title)).toBeVisible();

    // Swipe again: In Progress → Done, the timer stops.
    await swipe(page, taskIn(column(board, 'OPEN'), first.title), 160);
    await expect(taskIn(column(board, 'CLOSED'), first.title)).toBeVisible();
    await expect(timer(page)).toHaveAttribute('data-state', 'idle');
    await expect
      .poll(async () => (await goalTasks(session, goal.item_id))[0]?.job_status)
      .toBe('CLOSED');

    // Close the goal: the Active Board forgets it.
    await page.getByRole('tab', { name: /Goals/ }).click();
    await chooseOption(page, card.getByRole('combobox', { name: 'Status' }), 'Closed');
    await expect(card.getByRole('button', { name: 'View Board' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedGoalId'))).toBeNull();
    await page.getByRole('tab', { name: 'Active Board' }).click();
    await expect(page.getByRole('heading', { name: 'No active goals' })).toBeVisible();
    await context.close();
  });
});

type Usage = { tokens_used: number; tokens_remaining: number; usage_percentage: number };
const usageOf = async (session: Session) =>
  (await call<Usage>(session, 'GET', '/taskbreaker/usage')).body;

test.describe('the AI path', () => {
  const dailyLimit = 5000;
  let model: AiTestServer;
  let server: AppServer;

  test.beforeAll(async () => {
    model = await startAiTestServer();
    server = await startAppServer({
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'test-key',
      AI_DAILY_TOKEN_LIMIT: String(dailyLimit),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  test('suggested steps come from the model; a failure says so; a spent allowance disables it', async ({
    page,
  }) => {
    const session = await newSession(server.baseUrl);
    // A verified family draws the whole allowance.
    await verifyEmail(session, server.logPath);
    await openBoard(page, session);
    const dialog = page.getByRole('dialog', { name: 'Create Goal' });

    // The model fails: the goal is still created, and the message says why the steps are missing.
    model.reply({ status: 500, error: 'model down' });
    await page.getByRole('button', { name: 'Add Goal' }).click();
    await dialog.getByLabel('Goal title').fill('Learn to tie my shoes');
    await dialog.getByRole('button', { name: 'Yes, suggest subtasks' }).click();
    await expect(
      page.getByText(/^Goal created successfully, but AI task breakdown failed: /),
    ).toBeVisible({ timeout: 30_000 });
    await expect(goalCard(page, 'Learn to tie my shoes')).toBeVisible();

    // The model answers (slowly enough to see the busy text): its steps become numbered tasks.
    // It costs what brings the day to 80 % of the allowance (a failed call is charged too).
    const afterFailure = await usageOf(session);
    model.reply({
      steps: [
        { title: 'Find your shoes', icon: 'shoe' },
        'Sit on the floor',
        { title: 'Cross the laces', icon: 'spaceship' },
      ],
      tokens: dailyLimit * 0.8 - afterFailure.tokens_used,
      delayMs: 1500,
    });
    await page.getByRole('button', { name: 'Add Goal' }).click();
    await dialog.getByLabel('Goal title').fill('Get dressed');
    await expect(dialog.getByRole('button', { name: 'Yes, suggest subtasks' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Yes, suggest subtasks' }).click();
    await expect(dialog.getByText('Creating with AI Helper...')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const goal = (await backlog(session)).items.find(
      (item): item is ApiGoal => 'tasks' in item && item.title === 'Get dressed',
    )!;
    const created = await goalTasks(session, goal.item_id);
    // The model's picture is kept on the task; a missing or unknown one is the planner's.
    expect(created.map((task) => task.icon)).toEqual(['shoe', 'shirt', 'shirt']);
    expect(created.map((task) => task.title)).toEqual([
      '1. Find your shoes',
      '2. Sit on the floor',
      '3. Cross the laces',
    ]);

    // 80 % used: the bar shows one decimal and turns yellow (above 75 %).
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const meter = dialog.getByRole('meter', { name: 'Family helper use today' });
    await expect(meter).toHaveAttribute('aria-valuetext', '80.0%');
    await expect(dialog.locator('[data-level]')).toHaveAttribute('data-level', 'warning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Spend the rest: the AI choice is disabled with 'Daily limit reached'.
    const { tokens_remaining } = await usageOf(session);
    model.reply({
      steps: ['Brush your teeth', 'Wash your face', 'Comb your hair'],
      tokens: tokens_remaining,
    });
    const spent = await call(session, 'POST', '/taskbreaker/break-down', {
      goal: 'Morning routine',
    });
    expect(spent.status).toBe(200);
    await page.getByRole('button', { name: 'Add Goal' }).click();
    await dialog.getByLabel('Goal title').fill('Another goal');
    await expect(dialog.getByRole('button', { name: 'Daily limit reached' })).toBeDisabled();
    await expect(dialog.locator('[data-level]')).toHaveAttribute('data-level', 'danger');
    await expect(dialog.getByRole('button', { name: 'No, just create goal' })).toBeEnabled();
    const limited = await call(session, 'POST', '/taskbreaker/break-down', { goal: 'One more' });
    expect(limited.status).toBe(429);
  });

  test('in German, the failed steps are told in German, their reason too', async ({ page }) => {
    const session = await newSession(server.baseUrl);
    await chooseLanguage(session, 'de');
    await openBoard(page, session, 'Mein Bitesize TaskBoard');
    model.reply({ status: 500, error: 'model down' });
    await page.getByRole('button', { name: 'Ziel hinzufügen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ziel anlegen' });
    await dialog.getByLabel('Name des Ziels').fill('Learn to tie my shoes');
    await dialog.getByRole('button', { name: 'Ja, Teilschritte vorschlagen' }).click();
    // 'Goal created successfully, but AI task breakdown failed: HTTP error! status: …'
    await expect(
      page.getByText(
        /^Das Ziel wurde angelegt, aber der Helfer konnte keine Aufgaben vorschlagen: HTTP-Fehler! Status: \d+$/,
      ),
    ).toBeVisible({ timeout: 30_000 });
  });
});

test('another user’s token can neither read nor change the board', async () => {
  const owner = await newSession(e2eBaseUrl);
  const stranger = await newSession(e2eBaseUrl);
  const goal = await createGoalThroughApi(owner, 'My secret goal', ['My secret task']);
  const [task] = (await goalTasks(owner, goal.item_id)) as [ApiTask];
  const before = await backlog(owner);

  expect((await call(stranger, 'GET', `/backlog?user_id=${owner.userId}`)).status).toBe(403);
  expect((await call(stranger, 'GET', `/backlog/goals/${goal.item_id}/task`)).status).toBe(404);
  expect(
    (
      await call(stranger, 'PUT', `/backlog/goals/${goal.item_id}`, {
        title: 'Taken over',
        job_status: 'CLOSED',
      })
    ).status,
  ).toBe(404);
  expect(
    (await call(stranger, 'PUT', `/backlog/task/${task.item_id}`, { job_status: 'CLOSED' })).status,
  ).toBe(404);
  expect((await call(stranger, 'DELETE', `/backlog/task/${task.item_id}`)).status).toBe(404);
  expect((await call(stranger, 'DELETE', `/backlog/goals/${goal.item_id}`)).status).toBe(404);
  expect(
    (await call(stranger, 'POST', '/backlog/task', { title: 'Sneaky', goal_id: goal.item_id }))
      .status,
  ).toBe(404);

  // The stranger's own board stays empty, and the owner's is exactly as it was.
  expect((await backlog(stranger)).items).toEqual([]);
  expect(await backlog(owner)).toEqual(before);
});
