import { expect, test, type Page } from '@playwright/test';
import { freshFamily, logInAs, signedInFamily, signUpThroughApi } from './support/family';
import { choose, savePreference } from './support/preferences';

/** Whether the page background (on the themed <html>) is dark: luminance under one half. */
const pageIsDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (
      getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? []
    )
      .slice(0, 3)
      .map(Number);
    return (0.2126 * (r ?? 255) + 0.7152 * (g ?? 255) + 0.0722 * (b ?? 255)) / 255 < 0.5;
  });

test('DARK is applied at once and is there at first paint after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signedInFamily(page, 'pref');
  expect(await pageIsDark(page)).toBe(false);
  await savePreference(page, 'Theme', 'Dark');
  await expect.poll(() => pageIsDark(page)).toBe(true);

  // Reload with every module script refused: only the page's own head script can run, so the
  // theme seen now is the one of the first paint, before any app code.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.reload();
  expect(await pageIsDark(page)).toBe(true);
  // No app code ran: the settings screen never rendered.
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toHaveCount(0);
});

test('AUTO follows the system and its changes', async ({ page }) => {
  const family = freshFamily('pref');
  await signUpThroughApi(family);
  await page.emulateMedia({ colorScheme: 'dark' });
  await logInAs(page, family);
  await expect.poll(() => pageIsDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => pageIsDark(page)).toBe(false);
  // LIGHT stays light whatever the system says.
  await savePreference(page, 'Theme', 'Light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await pageIsDark(page)).toBe(false);
});

test('the date format changes the dates shown', async ({ page }) => {
  await signedInFamily(page, 'pref');
  const lastActive = async () => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    return page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem').first();
  };
  await expect(await lastActive()).toHaveText(
    /Last active \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M/,
  );
  await savePreference(page, 'Date format', 'YYYY-MM-DD');
  await savePreference(page, 'Time format', '24-hour (14:30)');
  await expect(await lastActive()).toHaveText(/Last active \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});

test('the start page after login is the chosen dashboard view', async ({ page, request }) => {
  const family = freshFamily('pref');
  await signUpThroughApi(family);
  await choose(request, family, { default_dashboard_view: 'BADGES' });
  await logInAs(page, family);
  await expect(page).toHaveURL(/\/badges$/);
  await choose(request, family, { default_dashboard_view: 'TASKS' });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInAs(page, family);
  await expect(page).toHaveURL(/\/taskboard$/);
});

test('items per page sets the size of the content pages; a changed size starts at page 1', async ({
  page,
  request,
}) => {
  const { totalPosts } = (await (await request.get('/api/content/')).json()) as {
    totalPosts: number;
  };
  // The seeded library fills more than one page of 10 and at most one of 20 + a bit.
  expect(totalPosts).toBeGreaterThan(10);
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article');
  const pagination = page.getByRole('navigation', { name: 'Pages of posts' });
  const lastPage = (size: number) => Math.ceil(totalPosts / size);

  await signedInFamily(page, 'pref');
  await savePreference(page, 'Items per page', '10');
  await page.goto('/content');
  await expect(posts).toHaveCount(10);
  await expect(pagination.getByRole('button', { name: `Page ${lastPage(10)}` })).toBeVisible();
  await expect(pagination.getByRole('button', { name: `Page ${lastPage(10) + 1}` })).toHaveCount(0);
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/content\?page=2$/);
  await expect(posts).toHaveCount(Math.min(10, totalPosts - 10));

  await savePreference(page, 'Items per page', '20');
  // Page 2 of ten posts a page is not page 2 of twenty: the list starts over at page 1.
  await page.goto('/content?page=2');
  await expect(page).toHaveURL(/\/content$/);
  await expect(posts).toHaveCount(Math.min(20, totalPosts));
  if (lastPage(20) === 1) await expect(pagination).toHaveCount(0);
  else await expect(pagination.getByRole('button', { name: `Page ${lastPage(20)}` })).toBeVisible();

  // Signed out, the library keeps the spec's ten a page whatever this device remembers.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/settings/);
  await page.goto('/content');
  await expect(posts).toHaveCount(10);
});

test('a visitor whose browser speaks Spanish signs up and is signed in in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const family = freshFamily('pref');
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/es\/signup$/);
  // The public pages' words are not this journey's: their fields are found by name.
  const fill = (name: string, value: string) => page.locator(`input[name="${name}"]`).fill(value);
  await fill('username', family.username);
  await fill('email', family.email);
  await fill('password', family.password);
  await fill('confirmPassword', family.password);
  await fill('birth_year', '1986');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/email-verification-sent/);

  await page.goto('/login');
  await fill('email', family.email);
  await fill('password', family.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('tab', { name: 'Preferencias' }).click();
  // The account's own preference is Spanish, not only this browser's.
  await expect(
    page.getByRole('form', { name: 'Preferencias' }).getByRole('combobox', { name: 'Idioma' }),
  ).toHaveText('Español');
  await context.close();
});
