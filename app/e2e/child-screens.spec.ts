import { expect, test, type Page } from '@playwright/test';
import { measureTargets } from '../../stories/support/targets';
import { call, chooseLanguage, goalTasks, newSession, type Session } from './support/board-api';
import {
  boardOf,
  column,
  createGoalThroughApi,
  setGoalStatusThroughApi,
  setTaskStatusThroughApi,
  taskIn,
} from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';
import { brokenWordsIn } from './support/word-breaks';

// A child's screens as a child meets them: every target in reach of a small finger (top bar
// included) at the widths of phones and tablets, and a profile that speaks to the child by the
// name its parent gave it, with pictures first and no account labels.

/** Phone and tablet widths, portrait and landscape. */
const widths = [390, 768, 1024, 1180];

async function openAs(page: Page, session: Session, path: string) {
  await openSignedIn(page, session, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A family whose child has an open goal; the parent named the child "Mia". */
async function family() {
  const parent = await newSession(e2eBaseUrl);
  const child = await childOf(parent);
  const named = await call(parent, 'PUT', `/users/children/${child.username}/settings`, {
    display_name: 'Mia',
  });
  expect(named.status).toBe(200);
  const goal = await createGoalThroughApi(child, 'Get ready for school', ['Get dressed']);
  await setGoalStatusThroughApi(child, goal, 'OPEN');
  return { parent, child, goal };
}

/** The screens a child reaches from its menu and its profile. */
const childPaths = ['/taskboard', '/', '/badges', '/users', '/settings'];

/**
 * How many rows the top bar's targets (brand link, account button, Log out, menu button) take:
 * a target whose top is below every target of the row before starts a new row.
 */
function barRows(bar: Element): number {
  const boxes = [...bar.querySelectorAll('a[href], button')]
    .map((target) => target.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .sort((a, b) => a.top - b.top);
  let rows = 0;
  let bottom = -Infinity;
  for (const box of boxes) {
    if (box.top >= bottom - 1) rows += 1;
    bottom = Math.max(bottom, box.bottom);
  }
  return rows;
}

for (const language of ['en', 'ja'] as const) {
  test(`a child's screens in ${language}: every target at least 56 px, the top bar on one row, every word whole`, async ({
    page,
  }) => {
    const { child } = await family();
    await chooseLanguage(child, language);
    const problems: string[] = [];
    await openSignedIn(page, child, '/');
    for (const path of childPaths) {
      // Each screen opened once on a phone, then turned through the tablets' widths, as a
      // window or a tablet turned on its side redraws it.
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.evaluate(
          () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        );
        const where = `${path} at ${width}px`;
        const measures = await page.locator('body').evaluate(measureTargets, { size: 56, gap: 8 });
        expect(measures.count, where).toBeGreaterThan(2);
        problems.push(...measures.small.map((target) => `${where}: small target ${target}`));
        const rows = await page.getByRole('banner').evaluate(barRows);
        if (rows !== 1) problems.push(`${where}: the top bar takes ${rows} rows`);
        const broken = await page.locator('body').evaluate(brokenWordsIn, { language });
        problems.push(...broken.map((word) => `${where}: ${word}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

for (const language of ['en', 'ja'] as const) {
  test(`a page that is not there, in ${language}: its words whole at every width, and a way home`, async ({
    page,
  }) => {
    const { child } = await family();
    await chooseLanguage(child, language);
    // Its profile takes up the account's language, which this device then opens in.
    await openAs(page, child, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const broken = await page.locator('body').evaluate(brokenWordsIn, { language });
      problems.push(...broken.map((word) => `${width} px: ${word}`));
    }
    expect(problems).toEqual([]);
    await page.getByRole('link', { name: language === 'ja' ? 'ホーム' : 'Home' }).click();
    await expect(page).toHaveURL(/\/(ja\/?)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  });
}

test("a child's top bar is one row on an upright tablet with its username too", async ({
  page,
}) => {
  // No name from its parent yet: the bar shows the username, and still fits on one line.
  const parent = await newSession(e2eBaseUrl);
  const child = await childOf(parent);
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAs(page, child, '/taskboard');
  const bar = page.getByRole('banner');
  await expect(
    bar.getByRole('button', { name: `Account menu for ${child.username}` }),
  ).toBeVisible();
  // The grown-ups' Features link is left out of a child's bar (its menu keeps it).
  await expect(bar.getByRole('link', { name: 'Features' })).toHaveCount(0);
  expect(await bar.evaluate(barRows)).toBe(1);
});

test("a child's profile greets it by the name its parent gave it, in pictures", async ({
  page,
}) => {
  const { parent, child, goal } = await family();
  await openAs(page, child, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  // Its top bar says its name too, not its username.
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu for Mia' }),
  ).toBeVisible();
  // No account labels a child cannot read or use.
  for (const label of [child.username, 'User', 'Basic access', 'Communities']) {
    await expect(page.getByText(label, { exact: true })).toHaveCount(0);
  }
  // Its streak, its star jar and its badges, each a picture first.
  await expect(main.getByRole('region', { name: 'Daily streak' })).toBeVisible();
  const jar = main.getByRole('group', { name: 'Star jar', exact: true });
  await expect(jar).toHaveAttribute('data-state', 'empty');
  await expect(jar.locator('svg').first()).toBeVisible();
  const badges = main.getByRole('region', { name: 'Badges (0)' });
  await expect(badges.locator('[data-picture="no-badges"]')).toBeVisible();
  // Music is a picture button; why it is silent is read to screen readers, not written.
  const music = main.getByRole('group', { name: 'Background music' });
  await expect(music.getByRole('button', { name: 'Play music' })).toBeVisible();
  await expect(music.locator('[data-picture="music"]')).toBeVisible();
  await expect(page.getByText('Click play to start music')).not.toBeInViewport();

  // A task done: a star in the jar and a first badge, its tier counted in medals, not words.
  const [task] = await goalTasks(child, goal.item_id);
  await setTaskStatusThroughApi(child, task!, 'CLOSED');
  await page.reload();
  await expect(jar).toHaveAttribute('data-state', 'filling');
  await expect(jar).toContainText('1 star');
  const counts = main.getByRole('list', { name: 'Badges per tier' }).getByRole('listitem');
  await expect(counts).toHaveText(['Gold: 0', 'Silver: 0', 'Bronze: 1']);
  for (const tier of await counts.all()) {
    await expect(tier.locator('svg[data-tier]')).toBeVisible();
    // The tier's name is for screen readers; the child sees the medal and its number.
    await expect(tier.getByText(/^(Gold|Silver|Bronze):\s*$/)).toHaveCSS('position', 'absolute');
  }
  // Its badges page counts in medals too, and names it as its parent did.
  await openAs(page, child, '/badges');
  await expect(main.getByText('Mia · Total badges: 1')).toBeVisible();
  await expect(main.locator('[data-look="picture"]')).toBeVisible();

  // The family's jar off: no jar on the child's profile.
  const off = await call(parent, 'PUT', '/users/family/star-jar', { enabled: false });
  expect(off.status).toBe(200);
  await openAs(page, child, '/');
  await expect(main.getByRole('region', { name: 'Badges (1)' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Star jar', exact: true })).toHaveCount(0);
});

test("a parent's own profile keeps its account details", async ({ page }) => {
  const { parent } = await family();
  await openAs(page, parent, '/');
  await expect(page.getByRole('main').getByText(parent.username).first()).toBeVisible();
});

test('a child with two open goals chooses one by its picture, finds it again, and sees its board on the first screen of a tablet either way up', async ({
  browser,
}) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  for (const [title, task, icon] of [
    ['Get ready for school', 'Get dressed', 'shirt'],
    ['Bedtime', 'Brush your teeth', 'toothbrush'],
  ] as const) {
    const goal = await createGoalThroughApi(child, title, []);
    const added = await call(child, 'POST', '/backlog/task', {
      title: task,
      goal_id: goal.item_id,
      icon,
    });
    expect(added.status).toBe(201);
    await setGoalStatusThroughApi(child, goal, 'OPEN');
  }
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ]) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openAs(page, child, '/taskboard');
    const where = `${viewport.width}×${viewport.height}`;
    // Goals as picture tiles (a goal's first task's picture), no select to read.
    const tiles = page.getByRole('group', { name: 'Choose a goal' });
    const bedtime = tiles.getByRole('button', { name: 'Bedtime' });
    await expect(bedtime.locator('[data-picture="toothbrush"]'), where).toBeVisible();
    await expect(
      tiles.getByRole('button', { name: 'Get ready for school' }).locator('[data-picture="shirt"]'),
    ).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await bedtime.click();
    await expect(bedtime).toHaveAttribute('aria-pressed', 'true');
    // The chosen goal's first card is whole on the first screen, under the tiles and the timer.
    const card = taskIn(column(boardOf(page, 'Bedtime'), 'NEW'), 'Brush your teeth');
    await expect(card, where).toBeInViewport({ ratio: 1 });
    // The goal last used is the one shown next time.
    await page.reload();
    await expect(tiles.getByRole('button', { name: 'Bedtime' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card, where).toBeInViewport({ ratio: 1 });
    await context.close();
  }
});
