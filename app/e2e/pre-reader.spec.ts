import { expect, test } from '@playwright/test';
import { measureTargets } from '../../stories/support/targets';
import { call, newSession } from './support/board-api';
import {
  boardAnnouncer,
  boardOf,
  column,
  createGoalThroughApi,
  openBoard,
  taskIn,
} from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { spoken, spyOnSpeech } from './support/media-spies';

// A child who cannot read yet, on a tablet held upright: its board is the first thing on the
// page, and it moves a task from New to Done with pictures, the speak button and 'Move to…'
// alone, hearing what each did. Every control it can press shows a picture, has a name a screen
// reader says, and is at least 56 × 56 px.

/** Every control of the child's board that lacks a picture or a spoken name: 'tag name: why'. */
function wordlessControls(root: Element): string[] {
  const controls = root.querySelectorAll<HTMLElement>(
    'button, a[href], [role="tab"], [role="switch"], [role="slider"]',
  );
  const faults: string[] = [];
  for (const control of controls) {
    if (control.getClientRects().length === 0) continue;
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
    const label = `${control.tagName.toLowerCase()} "${name.slice(0, 30)}"`;
    if (!name) faults.push(`${label}: no name`);
    const picture = control.querySelector('svg, img');
    if (!picture && control.getAttribute('role') !== 'slider') faults.push(`${label}: no picture`);
  }
  return faults;
}

test('a pre-reader moves a task from New to Done on a tablet and hears what it did', async ({
  browser,
}) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  const goal = await createGoalThroughApi(child, 'Get ready for school', []);
  for (const [title, icon] of [
    ['Get dressed', 'shirt'],
    ['Brush your teeth', 'toothbrush'],
  ] as const) {
    await call(child, 'POST', '/backlog/task', { title, goal_id: goal.item_id, icon });
  }
  await call(child, 'PUT', `/backlog/goals/${goal.item_id}`, {
    title: goal.title,
    job_status: 'OPEN',
  });

  const context = await browser.newContext({
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await spyOnSpeech(page);
  await openBoard(page, child);

  // The board first: no parent's text or controls, the only open goal shown without a choice.
  const board = boardOf(page, 'Get ready for school');
  await expect(board).toBeVisible();
  await expect(
    page.getByText('Help your child build organization skills', { exact: false }),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How to Use the TaskBoard' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const card = taskIn(column(board, 'NEW'), 'Get dressed');
  const box = await card.boundingBox();
  expect(box, 'the first task card').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(1024);
  // The card leads with its picture.
  await expect(card.locator('[data-picture="shirt"]')).toBeVisible();

  // Which task is it? The speak button says its title.
  await card.getByRole('button', { name: 'Read aloud: Get dressed' }).click();
  await expect
    .poll(async () => (await spoken(page)).map((said) => said.text))
    .toContain('Get dressed');

  // Move to… Done: the card leaves New for Done and the board says so.
  await card.getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: 'Done' }).click();
  const done = taskIn(column(board, 'CLOSED'), 'Get dressed');
  await expect(done).toBeVisible();
  await expect(taskIn(column(board, 'NEW'), 'Get dressed')).toHaveCount(0);
  await expect(boardAnnouncer(page)).toHaveText('Get dressed moved to Done');

  // Every control on the child's board: a picture, a name, and room for a small finger.
  const screen = page.locator('main');
  expect(await screen.evaluate(wordlessControls)).toEqual([]);
  const measures = await screen.evaluate(measureTargets, { size: 56, gap: 8 });
  expect(measures.count).toBeGreaterThan(8);
  expect(measures.small).toEqual([]);
  await context.close();
});
