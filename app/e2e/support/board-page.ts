import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { call, storedAuth, type ApiGoal, type Session } from './board-api';

// The task board as a person sees it: where its parts are on the page, and how to reach them.

export const phoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A phone: narrow, touch, a phone's user agent (the board's mobile layout). */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent: phoneUserAgent,
  });
  return { context, page: await context.newPage() };
}

/** Opens /taskboard already logged in as `session`, once its heading reads `heading`. */
export async function openBoard(page: Page, session: Session, heading = 'My Bitesize TaskBoard') {
  await page.goto(`${session.baseUrl}/login`);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto(`${session.baseUrl}/taskboard`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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
