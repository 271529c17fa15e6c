import { expect, test, type Page } from '@playwright/test';
import { measureTargets } from '../../stories/support/targets';
import { call, goalTasks, newSession, type ApiTask, type Session } from './support/board-api';
import {
  boardOf,
  column,
  createGoalThroughApi,
  goalCard,
  openBoard,
  taskIn,
} from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { brokenWords } from './support/word-breaks';

// The board offline (issue #28): a child's moves and renames made without a connection are kept
// on the device, shown at once with a "waiting to sync" mark, survive a reload, and reach the
// server once, in order, when the connection returns; a change that lost to another device's
// later change, or whose task was deleted meanwhile, is dropped with a kind notice.

// The offline reload needs the app shell from the service worker (blocked for other journeys).
test.use({ serviceWorkers: 'allow', viewport: { width: 768, height: 1024 } });

const offlineLine = 'Offline — changes will sync';

/** An open goal of the child's, with its tasks in New. */
async function openGoal(child: Session, title: string, tasks: string[]) {
  const goal = await createGoalThroughApi(child, title, tasks);
  await call(child, 'PUT', `/backlog/goals/${goal.item_id}`, { title, job_status: 'OPEN' });
  return goal;
}

/**
 * Waits until the service worker controls the page (its install precached the shell) and the
 * board's copy is kept on the device.
 */
async function readyForOffline(page: Page, child: Session) {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // The worker controls the pages opened after it was installed: this one, once reloaded.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    (key) =>
      new Promise<boolean>((resolve) => {
        const opened = indexedDB.open('taskboard-offline');
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('copies')) return resolve(false);
          const read = db.transaction('copies').objectStore('copies').get(key);
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        };
        opened.onerror = () => resolve(false);
      }),
    `board:${child.username}`,
  );
}

/** Every task change the page sends to the server, with its idempotency key. */
function recordChanges(page: Page) {
  const sent: { method: string; path: string; key: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' || !url.pathname.startsWith('/api/backlog/task')) return;
    sent.push({
      method: request.method(),
      path: url.pathname,
      key: request.headers()['idempotency-key'] ?? null,
    });
  });
  return sent;
}

async function moveTo(page: Page, card: ReturnType<typeof taskIn>, to: string) {
  await card.getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
}

async function renameInPlace(page: Page, card: ReturnType<typeof taskIn>, title: string) {
  await card.locator('[data-editable]').dblclick();
  const field = page.getByRole('textbox', { name: 'Task title' });
  await field.fill(title);
  await field.press('Enter');
}

const waitingMark = (card: ReturnType<typeof taskIn>) =>
  card.getByRole('img', { name: 'Waiting to sync' });

const byTitle = (tasks: ApiTask[]) =>
  Object.fromEntries(tasks.map((task) => [task.title, task.job_status]));

test('moves and a rename made offline survive a reload and reach the server once', async ({
  page,
  context,
}) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  const goal = await openGoal(child, 'Get ready for school', [
    'Feed the fish',
    'Water the plants',
    'Pack the bag',
  ]);
  // The child's profile, read once online, is kept for offline too.
  await openBoard(page, child);
  await page.goto('/');
  const profileHeading = page.getByRole('heading', { level: 1, name: child.username });
  await expect(profileHeading).toBeVisible();
  await page.goto('/taskboard');
  await readyForOffline(page, child);
  const sent = recordChanges(page);
  const board = boardOf(page, 'Get ready for school');

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: offlineLine })).toBeVisible();
  await moveTo(page, taskIn(column(board, 'NEW'), 'Feed the fish'), 'In Progress');
  await moveTo(page, taskIn(column(board, 'NEW'), 'Water the plants'), 'In Progress');
  // The second change to a task moved offline: replayed after the move, on the move's version.
  await renameInPlace(page, taskIn(column(board, 'OPEN'), 'Feed the fish'), 'Feed the goldfish');

  const goldfish = taskIn(column(board, 'OPEN'), 'Feed the goldfish');
  const plants = taskIn(column(board, 'OPEN'), 'Water the plants');
  await expect(waitingMark(goldfish)).toBeVisible();
  await expect(waitingMark(plants)).toBeVisible();
  await expect(waitingMark(taskIn(column(board, 'NEW'), 'Pack the bag'))).toHaveCount(0);
  await expect(page.getByText('3 changes waiting')).toBeVisible();
  // Nothing reached the server yet.
  expect(byTitle(await goalTasks(child, goal.item_id))).toEqual({
    'Feed the fish': 'NEW',
    'Water the plants': 'NEW',
    'Pack the bag': 'NEW',
  });

  // The child's offline board on a tablet: the banner leaves the first card in view, every
  // target a child's size, no word broken.
  await page.screenshot({ path: '/tmp/offline-board-768.png' });
  const firstCard = await taskIn(column(board, 'NEW'), 'Pack the bag').boundingBox();
  expect(firstCard && firstCard.y + firstCard.height).toBeLessThanOrEqual(1024);
  const banner = page.locator('[data-state="offline"]').filter({ hasText: offlineLine });
  expect(await banner.evaluate(brokenWords, { language: 'en', text: offlineLine })).toEqual([]);
  const measures = await page
    .locator('[data-density="large"]')
    .first()
    .evaluate(measureTargets, { size: 56, gap: 8 });
  expect(measures.small).toEqual([]);

  // A reload offline: the shell from the worker, the board from the copy, the marks still there.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'My Bitesize TaskBoard' }),
  ).toBeVisible();
  await expect(waitingMark(taskIn(column(board, 'OPEN'), 'Feed the goldfish'))).toBeVisible();
  await expect(waitingMark(taskIn(column(board, 'OPEN'), 'Water the plants'))).toBeVisible();
  await expect(taskIn(column(board, 'NEW'), 'Pack the bag')).toBeVisible();
  await expect(page.getByText('3 changes waiting')).toBeVisible();
  expect(sent.filter((change) => change.key !== null)).toEqual([]);
  // The profile opens offline too, from its copy; then back to the board.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(profileHeading).toBeVisible();
  await expect(page.getByText('Error Loading Profile')).toHaveCount(0);
  await page.goBack();
  await expect(waitingMark(taskIn(column(board, 'OPEN'), 'Water the plants'))).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(offlineLine)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Waiting to sync' })).toHaveCount(0);
  await expect(taskIn(column(board, 'OPEN'), 'Feed the goldfish')).toBeVisible();
  expect(byTitle(await goalTasks(child, goal.item_id))).toEqual({
    'Feed the goldfish': 'OPEN',
    'Water the plants': 'OPEN',
    'Pack the bag': 'NEW',
  });
  // Each change sent once, in order, each under a key of its own; none refused as a conflict.
  const replayed = sent.filter((change) => change.key !== null);
  expect(replayed.map((change) => change.method)).toEqual(['PUT', 'PUT', 'PUT']);
  expect(new Set(replayed.map((change) => change.key)).size).toBe(3);
  expect(replayed.every((change) => !change.key?.endsWith(':force'))).toBe(true);
});

test('a change that lost to a later one, or whose task was deleted meanwhile, is dropped kindly', async ({
  page,
  context,
}) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  const goal = await openGoal(child, 'Tidy up', ['Feed the fish', 'Water the plants']);
  await openBoard(page, child);
  const board = boardOf(page, 'Tidy up');

  await context.setOffline(true);
  await moveTo(page, taskIn(column(board, 'NEW'), 'Feed the fish'), 'In Progress');
  await renameInPlace(page, taskIn(column(board, 'NEW'), 'Water the plants'), 'Water the garden');
  await expect(page.getByText('2 changes waiting')).toBeVisible();

  // Meanwhile the child's other device renames the fish's task and deletes the plants'.
  const [fish, plants] = await goalTasks(child, goal.item_id);
  expect(
    (await call(child, 'PUT', `/backlog/task/${fish!.item_id}`, { title: 'Feed the cat' })).status,
  ).toBe(200);
  expect((await call(child, 'DELETE', `/backlog/task/${plants!.item_id}`)).status).toBe(200);

  await context.setOffline(false);
  const notices = page.getByRole('list', { name: 'What happened to your changes' });
  await expect(notices.getByRole('listitem')).toHaveCount(2);
  await expect(notices.getByRole('listitem').nth(0)).toContainText(
    'Someone changed “Feed the fish” while you were away — we kept the newer change.',
  );
  await expect(notices.getByRole('listitem').nth(1)).toContainText(
    '“Water the plants” was deleted on another device, so your change to it was not kept.',
  );
  // The server keeps the other device's changes: the move was not made, nothing came back.
  expect(await goalTasks(child, goal.item_id)).toMatchObject([
    { item_id: fish!.item_id, title: 'Feed the cat', job_status: 'NEW' },
  ]);
  await expect(taskIn(column(board, 'NEW'), 'Feed the cat')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Waiting to sync' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/offline-notices-768.png' });

  await page.getByRole('button', { name: 'Dismiss the note about “Feed the fish”' }).click();
  await expect(notices.getByRole('listitem')).toHaveCount(1);
});

test.describe('on a parent’s board', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a task added and a task deleted offline reach the server once each', async ({
    page,
    context,
  }) => {
    const parent = await newSession(e2eBaseUrl);
    const goal = await openGoal(parent, 'Plant a seed', ['Water the seed']);
    await openBoard(page, parent);
    const sent = recordChanges(page);
    const board = boardOf(page, 'Plant a seed');

    await context.setOffline(true);
    await goalCard(page, 'Plant a seed').getByRole('button', { name: '+ Add Task' }).click();
    const addTask = page.getByRole('dialog', { name: 'Add New Task' });
    await addTask.getByLabel('Task title').fill('Fill a pot with soil');
    await addTask.getByRole('button', { name: 'Add Task' }).click();
    await expect(addTask).toBeHidden();
    await expect(waitingMark(taskIn(column(board, 'NEW'), 'Fill a pot with soil'))).toBeVisible();

    await taskIn(column(board, 'NEW'), 'Water the seed').focus();
    await page.keyboard.press('ArrowLeft');
    await board.getByRole('button', { name: 'Delete Water the seed' }).click();
    const deleteTask = page.getByRole('alertdialog', { name: 'Delete Task' });
    await deleteTask.getByRole('button', { name: 'Delete Task' }).click();
    await expect(deleteTask).toBeHidden();
    await expect(taskIn(board, 'Water the seed')).toHaveCount(0);
    await expect(page.getByText('2 changes waiting')).toBeVisible();
    expect((await goalTasks(parent, goal.item_id)).map((task) => task.title)).toEqual([
      'Water the seed',
    ]);

    await context.setOffline(false);
    await expect(page.getByRole('img', { name: 'Waiting to sync' })).toHaveCount(0);
    await expect(taskIn(column(board, 'NEW'), 'Fill a pot with soil')).toBeVisible();
    expect((await goalTasks(parent, goal.item_id)).map((task) => task.title)).toEqual([
      'Fill a pot with soil',
    ]);
    expect(sent.map((change) => change.method)).toEqual(['POST', 'DELETE']);
    expect(sent.every((change) => change.key !== null)).toBe(true);
  });
});
