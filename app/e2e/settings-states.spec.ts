import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { newSession, storedAuth } from './support/board-api';
import { e2eBaseUrl } from './support/environment';

// The settings page's own states (content spec §2 "Settings"): 'Loading settings...' while the
// settings load, 'Failed to Load Settings' with a 'Try Again' that recovers, 'Saving changes...'
// while a tab saves, and 'Something went wrong' when the page cannot be drawn. The server is the
// real one; only the timing or the answer of one call is changed, in the browser.

const settingsPath = '/api/users/settings';

/** Signed in on the profile page, from where the side navigation leads to the settings. */
async function signedIn(page: Page) {
  const session = await newSession(e2eBaseUrl);
  await page.goto(`${e2eBaseUrl}/login`);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto(`${e2eBaseUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: session.username })).toBeVisible();
  return session;
}

/**
 * Goes to the settings as a person does, by the side navigation: the layout above the page has
 * its data already, so the page's own GET /users/settings is the only one made.
 */
const goToSettings = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();

/** Holds every `method` request to `path` until the returned function is called. */
async function hold(page: Page, method: string, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      await released;
      return route.continue();
    },
  );
  return release;
}

/** Shown in words a person can read, not only to screen readers (which hear a 1 px box). */
async function expectReadable(text: Locator) {
  await expect(text).toBeVisible();
  const box = await text.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(8);
  expect(box?.height ?? 0).toBeGreaterThan(8);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Settings' });
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Settings sections' });

test("'Loading settings...' shows while the settings load, then the settings", async ({ page }) => {
  await signedIn(page);
  const release = await hold(page, 'GET', settingsPath);
  await goToSettings(page);
  await expect(heading(page)).toBeVisible();
  await expectReadable(page.getByText('Loading settings...'));
  await expect(tabs(page)).toHaveCount(0);
  release();
  await expect(tabs(page)).toBeVisible();
  await expect(page.getByText('Loading settings...')).toHaveCount(0);
});

test("a failed load says 'Failed to Load Settings', and 'Try Again' brings the settings", async ({
  page,
}) => {
  await signedIn(page);
  let failures = 1;
  await page.route(
    (url) => url.pathname === settingsPath,
    (route) => {
      if (route.request().method() !== 'GET' || failures === 0) return route.fallback();
      failures -= 1;
      // What the server answers when something unexpected breaks.
      return route.fulfill({ status: 500, json: { detail: 'Internal server error' } });
    },
  );
  await goToSettings(page);
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to Load Settings' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Internal server error');
  await expect(heading(page)).toBeVisible();
  await expect(tabs(page)).toHaveCount(0);

  // The second try is held: the page says it is loading again until the settings come.
  const release = await hold(page, 'GET', settingsPath);
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expectReadable(page.getByText('Loading settings...'));
  await expect(failure).toHaveCount(0);
  release();
  await expect(tabs(page)).toBeVisible();
  await expect(page.getByText('Loading settings...')).toHaveCount(0);
  expect(failures).toBe(0);
});

test("'Saving changes...' shows while a tab saves, and goes when it is saved", async ({ page }) => {
  await signedIn(page);
  await goToSettings(page);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const form = page.getByRole('form', { name: 'Preferences' });
  await form.getByRole('combobox', { name: 'Items per page' }).click();
  await page.getByRole('option', { name: '50' }).click();

  const release = await hold(page, 'PUT', `${settingsPath}/preferences`);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectReadable(page.getByText('Saving changes...'));
  release();
  await expect(form.getByText('Preferences settings updated successfully!')).toBeVisible();
  await expect(page.getByText('Saving changes...')).toHaveCount(0);
});

test("a settings answer the page cannot draw shows 'Something went wrong', and 'Try Again' recovers", async ({
  page,
}) => {
  await signedIn(page);
  // A server that answers the settings with a password date no browser can read.
  const unreadableDate = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const settings = (await response.json()) as { security: Record<string, unknown> };
    settings.security.last_password_change = 'the day before yesterday';
    return route.fulfill({ response, json: settings });
  };
  const settingsCall = (url: URL) => url.pathname === settingsPath;
  await page.route(settingsCall, unreadableDate);
  await goToSettings(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('The settings page met an unexpected error.')).toBeVisible();
  // The rest of the app is still there: the navigation leads elsewhere.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();

  // The server answers properly again: Try Again loads the page afresh, Security and all.
  await page.unroute(settingsCall, unreadableDate);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(heading(page)).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
