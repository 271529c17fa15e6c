import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshFamily, logInAs, signedInFamily, signUpThroughApi } from './support/family';
import { choose } from './support/preferences';

// Keyboard shortcuts (Preferences → Keyboard shortcuts): off by default, on they move around the
// signed-in app and "?" lists them; never while typing.

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

/** A new family that turned the shortcuts on, its parent signed in. */
async function logInWithShortcuts(page: Page, request: APIRequestContext) {
  const family = freshFamily('pref');
  await signUpThroughApi(family);
  await choose(request, family, { keyboard_shortcuts: true });
  await logInAs(page, family);
}

test('with shortcuts on, "?" lists them, "g b" opens the board, "n" a new goal', async ({
  page,
  request,
}) => {
  await logInWithShortcuts(page, request);
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.keyboard.press('?');
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole('term')).toHaveText([
    'g then b',
    'g then p',
    'g then s',
    'g then f',
    'n',
    '/',
    '?',
  ]);
  await expect(overlay(page).getByRole('definition').first()).toHaveText('Go to the task board');
  // Keys pressed inside the overlay are not shortcuts; Escape closes it.
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);

  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page).toHaveURL(/\/taskboard$/);
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/settings$/);

  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/taskboard$/);
  const createGoal = page.getByRole('dialog', { name: 'Create Goal' });
  await expect(createGoal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(createGoal).toHaveCount(0);
  // Going back to that history entry does not ask for a new goal again.
  await page.goBack();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/taskboard$/);
  await expect(page.getByRole('heading', { name: 'My Bitesize TaskBoard' })).toBeVisible();
  await expect(createGoal).toHaveCount(0);
});

test('typing "g b" in a text field types it and goes nowhere', async ({ page, request }) => {
  await logInWithShortcuts(page, request);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const field = page.getByRole('textbox').first();
  await field.click();
  await field.press('End');
  await page.keyboard.type(' gb');
  await expect(field).toHaveValue(/ gb$/);
  await expect(page).toHaveURL(/\/settings$/);
  // A held modifier is not a shortcut either.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Alt+g');
  await page.keyboard.press('Alt+b');
  await expect(page).toHaveURL(/\/settings$/);
});

test('with shortcuts off (the default) no key does anything', async ({ page }) => {
  await signedInFamily(page, 'pref');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.keyboard.press('?');
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await page.keyboard.press('n');
  // Give a shortcut every chance to act before looking.
  await page.waitForTimeout(500);
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);
});

test('"n" pressed while the next page is still being drawn keeps that page in the history', async ({
  page,
  request,
}) => {
  await logInWithShortcuts(page, request);
  await page.goto('/taskboard');
  await expect(page.getByRole('heading', { name: 'My Bitesize TaskBoard' })).toBeVisible();

  // A slow phone: the settings page takes a while to draw after its address is already shown.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/settings$/);
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog', { name: 'Create Goal' })).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.keyboard.press('Escape');

  await page.goBack();
  await expect(page).toHaveURL(/\/settings$/);
});
