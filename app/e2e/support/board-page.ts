import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { call, goalTasks, storedAuth, type ApiGoal, type ApiTask, type Session } from './board-api';

// The task board as a person sees it: where its parts are on the page, and how to reach them.

export const phoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A phone: narrow, touch, a phone's user agent (the board's mobile layout). */
export async function phonePage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent: phoneUserAgent,
    ...options,
  });
  return { context, page: await context.newPage() };
}

/**
 * Opens /taskboard already logged in as `session`, once its heading reads `heading` (null: in
 * whatever words the language has).
 */
export async function openBoard(
  page: Page,
  session: Session,
  heading: string | null = 'My Bitesize TaskBoard',
) {
  await page.goto(`${session.baseUrl}/login`);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto(`${session.baseUrl}/taskboard`);
  // The board's page, in whichever layout (data-layout is desktop or mobile) and language.
  await expect(page.locator('[data-layout]')).toBeVisible();
  if (heading !== null) {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
}

export const goalCard = (page: Page, title: string) =>
  page.getByRole('article', { name: `Goal: ${title}` });
export const boardOf = (page: Page, title: string) =>
  page.getByRole('region', { name: `Board: ${title}` });
/** The board column tasks of `status` are in (the ui names columns new, progress and done). */
const columnOfStatus = { NEW: 'new', OPEN: 'progress', CLOSED: 'done' } as const;
export const column = (board: Locator, status: 'NEW' | 'OPEN' | 'CLOSED') =>
  board.locator(`section[data-column="${columnOfStatus[status]}"]`);
export const taskIn = (place: Locator, title: string) => place.getByRole('group', { name: title });
export const timer = (page: Page) => page.getByRole('region', { name: 'Timer' });

export async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function createGoalThroughApi(session: Session, title: string, tasks: string[]) {
  const goal = await call<ApiGoal>(session, 'POST', '/backlog/goals', { title, tasks: [] });
  expect(goal.status).toBe(201);
  for (const task of tasks) {
    const created = await call(session, 'POST', '/backlog/task', {
      title: task,
      goal_id: goal.body.item_id,
    });
    expect(created.status).toBe(201);
  }
  return goal.body;
}

/** Moves a goal to `status` through the API (an OPEN goal has a board). */
export async function setGoalStatusThroughApi(session: Session, goal: ApiGoal, status: string) {
  const updated = await call(session, 'PUT', `/backlog/goals/${goal.item_id}`, {
    title: goal.title,
    job_status: status,
  });
  expect(updated.status).toBe(200);
}

/** Moves a task to another column through the API. */
export async function setTaskStatusThroughApi(session: Session, task: ApiTask, status: string) {
  const updated = await call(session, 'PUT', `/backlog/task/${task.item_id}`, {
    item_id: task.item_id,
    goal_id: task.goal_id,
    title: task.title,
    job_status: status,
  });
  expect(updated.status).toBe(200);
}

/**
 * A board with something in every place: an OPEN goal with tasks in New, In Progress and Done,
 * and a NEW goal with a task of its own.
 */
export async function seedFullBoard(session: Session) {
  const morning = await createGoalThroughApi(session, 'Morning routine', [
    'Brush teeth',
    'Get dressed',
    'Make the bed',
    'Eat breakfast',
  ]);
  await setGoalStatusThroughApi(session, morning, 'OPEN');
  const [, dressed, bed, breakfast] = await goalTasks(session, morning.item_id);
  await setTaskStatusThroughApi(session, dressed!, 'OPEN');
  await setTaskStatusThroughApi(session, bed!, 'CLOSED');
  await setTaskStatusThroughApi(session, breakfast!, 'CLOSED');
  const tidy = await createGoalThroughApi(session, 'Tidy the room', ['Pick up toys']);
  return { morning, tidy };
}

/**
 * The board's one live region: every move and deletion, and the steps of a drag, said by name.
 * (dnd-kit's own regions stay empty.)
 */
export const boardAnnouncer = (page: Page) => page.locator('#board-announcements');

/**
 * Picks a handle up with Space, presses `key` until `arrived` is on the page, drops it with
 * Space. The handle is focused first, as Tab would.
 */
export async function keyboardDrag(page: Page, handle: Locator, key: string, arrived: Locator) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit measures the drop targets just after the pick-up; a key pressed before that does
  // nothing, so press again until the target is reached (one more press past it is harmless).
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(arrived).toBeAttached({ timeout: 500 });
  }).toPass();
  await page.keyboard.press('Space');
}
