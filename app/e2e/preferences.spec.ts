import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
/** A fresh family for each journey, so tests never depend on each other's data. */
function newFamily() {
  counter += 1;
  const id = `${Date.now().toString(36).slice(-5)}${counter}`;
  return { username: `pref${id}`, email: `prefs.${id}@example.test`, password: 'sunny-days-42' };
}
type Family = ReturnType<typeof newFamily>;

async function register(request: APIRequestContext, family: Family) {
  const res = await request.post('/api/users/register', {
    data: { ...family, confirmPassword: family.password, birth_year: 1986 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Saves preferences through the API, as another device of the same user would. */
async function choose(request: APIRequestContext, family: Family, changes: object) {
  const login = await request.post('/api/users/login', {
    data: { email: family.email, password: family.password },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.put('/api/users/settings/preferences', {
    headers: { authorization: `Bearer ${token}` },
    data: changes,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function logIn(page: Page, family: Family) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function savePreference(page: Page, label: string, option: string) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const form = page.getByRole('form', { name: 'Preferences' });
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Preferences settings updated successfully!')).toBeVisible();
}

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

test('DARK is applied at once and is there at first paint after a reload', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const family = newFamily();
  await register(request, family);
  await logIn(page, family);
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

test('AUTO follows the system and its changes', async ({ page, request }) => {
  const family = newFamily();
  await register(request, family);
  await page.emulateMedia({ colorScheme: 'dark' });
  await logIn(page, family);
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

test('the date format changes the dates shown', async ({ page, request }) => {
  const family = newFamily();
  await register(request, family);
  await logIn(page, family);
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
  const family = newFamily();
  await register(request, family);
  await choose(request, family, { default_dashboard_view: 'BADGES' });
  await logIn(page, family);
  await expect(page).toHaveURL(/\/badges$/);
  await choose(request, family, { default_dashboard_view: 'TASKS' });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, family);
  await expect(page).toHaveURL(/\/taskboard$/);
});
