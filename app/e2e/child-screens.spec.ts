import { expect, test, type Page } from '@playwright/test';
import { measureTargets } from '../../stories/support/targets';
import { call, newSession, type Session } from './support/board-api';
import { createGoalThroughApi, setGoalStatusThroughApi } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

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
  return { parent, child };
}

test("every target on a child's screens is at least 56 px, the top bar too", async ({ page }) => {
  const { child } = await family();
  const small: string[] = [];
  // The screens a child reaches from its menu: its board, its profile, its badges.
  for (const path of ['/taskboard', '/', '/badges']) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await openAs(page, child, path);
      const measures = await page.locator('body').evaluate(measureTargets, { size: 56, gap: 8 });
      expect(measures.count, `${path} at ${width}px`).toBeGreaterThan(2);
      small.push(...measures.small.map((target) => `${path} at ${width}px: ${target}`));
    }
  }
  expect(small).toEqual([]);
});

test("a child's profile greets it by the name its parent gave it, in pictures", async ({
  page,
}) => {
  const { child } = await family();
  await openAs(page, child, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  // No account labels a child cannot read or use.
  for (const label of [child.username, 'User', 'Basic access', 'Communities']) {
    await expect(main.getByText(label, { exact: true })).toHaveCount(0);
  }
  // Its streak and its badges, each a picture first.
  await expect(main.getByRole('region', { name: 'Daily streak' })).toBeVisible();
  const badges = main.getByRole('region', { name: 'Badges (0)' });
  await expect(badges.locator('[data-picture="no-badges"]')).toBeVisible();
  // Music is a picture button; why it is silent is read to screen readers, not written.
  const music = main.getByRole('group', { name: 'Background music' });
  await expect(music.getByRole('button', { name: 'Play music' })).toBeVisible();
  await expect(music.locator('[data-picture="music"]')).toBeVisible();
  await expect(page.getByText('Click play to start music')).not.toBeInViewport();
});

test("a parent's own profile keeps its account details", async ({ page }) => {
  const { parent } = await family();
  await openAs(page, parent, '/');
  await expect(page.getByRole('main').getByText(parent.username).first()).toBeVisible();
});
