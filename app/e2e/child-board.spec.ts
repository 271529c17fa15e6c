import { expect, test, type Page } from '@playwright/test';
import { measureTargets } from '../../stories/support/targets';
import { call, newSession, type Session } from './support/board-api';
import { boardOf, createGoalThroughApi, openBoard, phonePage } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';

// A child's board is drawn large for small hands and early readers: every target at least 56 px
// with 8 px between targets, task titles of 20 px or more, the task's picture large. Measured on
// the real page, desktop and phone; a parent's board keeps the everyday density.

/** An open goal with two tasks, one with a picture, so the board has columns and cards. */
async function openGoal(session: Session, title: string) {
  const goal = await createGoalThroughApi(session, title, ['Put on your shoes']);
  await call(session, 'POST', '/backlog/task', {
    title: 'Brush your teeth',
    goal_id: goal.item_id,
    icon: 'toothbrush',
  });
  await call(session, 'PUT', `/backlog/goals/${goal.item_id}`, { title, job_status: 'OPEN' });
}

async function expectLargeBoard(page: Page, goal: string) {
  const board = page.locator('[data-density="large"]');
  await expect(boardOf(page, goal)).toBeVisible();
  const measures = await board.evaluate(measureTargets, { size: 56, gap: 8 });
  expect(measures.count).toBeGreaterThan(10);
  expect(measures.small).toEqual([]);
  expect(measures.crowded).toEqual([]);
  const card = boardOf(page, goal).getByRole('group', { name: 'Brush your teeth' });
  const title = card.locator('[data-editable]');
  expect(
    parseFloat(await title.evaluate((el) => getComputedStyle(el).fontSize)),
  ).toBeGreaterThanOrEqual(20);
  const picture = await card.locator('[data-picture="toothbrush"]').boundingBox();
  expect(picture?.width).toBeGreaterThanOrEqual(96);
}

test('a child’s board is drawn large on a desktop', async ({ page }) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  expect(child.account_type).toBe('CHILD');
  await openGoal(child, 'Get ready for school');
  await openBoard(page, child);
  await expectLargeBoard(page, 'Get ready for school');
});

test('a child’s board is drawn large on a phone', async ({ browser }) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  await openGoal(child, 'Bedtime');
  const { context, page } = await phonePage(browser);
  // The phone opens on the child's board: its only open goal is shown without a choice.
  await openBoard(page, child);
  await expectLargeBoard(page, 'Bedtime');
  await context.close();
});

test('a parent’s board keeps the everyday density', async ({ page }) => {
  const parent = await newSession(e2eBaseUrl);
  await openGoal(parent, 'Plan the picnic');
  await openBoard(page, parent);
  await expect(boardOf(page, 'Plan the picnic')).toBeVisible();
  await expect(page.locator('[data-density="comfortable"]')).toBeVisible();
  await expect(page.locator('[data-density="large"]')).toHaveCount(0);
  const board = boardOf(page, 'Plan the picnic');
  // The same measure finds the everyday board's 44 px targets too small for a child's.
  const measures = await board.evaluate(measureTargets, { size: 56, gap: 8 });
  expect(measures.small.length).toBeGreaterThan(0);
  expect((await board.evaluate(measureTargets, { size: 44, gap: 0 })).small).toEqual([]);
});

test('a child’s other screens are drawn large too: profile, badges, settings', async ({ page }) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  await openGoal(child, 'Feed the cat');
  await openBoard(page, child);
  for (const path of ['/', '/badges', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const screen = page.locator('[data-density="large"]');
    const measures = await screen.evaluate(measureTargets, { size: 56, gap: 8 });
    expect(measures.count, path).toBeGreaterThan(3);
    expect(measures.small, path).toEqual([]);
    expect(measures.crowded, path).toEqual([]);
  }
});

test('a long column paints its first cards, then draws every card of it', async ({ browser }) => {
  // 40 tasks in New: more than the first paint draws (FIRST_PAINT_CARDS), fewer than a goal holds.
  const child = await childOf(await newSession(e2eBaseUrl));
  const goal = await createGoalThroughApi(child, 'Tidy the whole house', []);
  for (let n = 1; n <= 40; n += 1) {
    await call(child, 'POST', '/backlog/task', {
      title: `Put away thing ${n}`,
      goal_id: goal.item_id,
    });
  }
  await call(child, 'PUT', `/backlog/goals/${goal.item_id}`, {
    title: 'Tidy the whole house',
    job_status: 'OPEN',
  });
  const { context, page } = await phonePage(browser);
  await openBoard(page, child);
  const newColumn = boardOf(page, 'Tidy the whole house').locator('section[data-column="new"]');
  await expect(newColumn.getByRole('group')).toHaveCount(40);
  // The last card is there to reach: scrolled to, moved, and gone from New.
  const last = newColumn.getByRole('group', { name: 'Put away thing 40' });
  await last.scrollIntoViewIfNeeded();
  await last.getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: /In Progress/ }).click();
  await expect(newColumn.getByRole('group')).toHaveCount(39);
  await context.close();
});
