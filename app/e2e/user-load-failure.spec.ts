import { expect, test } from '@playwright/test';
import { newSession } from './support/board-api';
import { openBoard } from './support/board-page';
import { e2eBaseUrl } from './support/environment';

// Spec §8's board errors 'Failed to load user information' and 'Failed to fetch user profile':
// shown where the board's user cannot be read, and gone once it can.

test('the board says it could not load the user, and shows it again after Try Again', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  await openBoard(page, session);

  // The server cannot be reached for the user: the next visit to the board says so.
  await page.route('**/api/users/me', (route) => route.abort('connectionrefused'));
  await page.goto('/taskboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Failed to load user information' }),
  ).toBeVisible();
  await expect(page.getByText('Failed to fetch user profile')).toBeVisible();
  // The family is not logged out by an unreachable server.
  expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toBeNull();

  await page.unroute('**/api/users/me');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'My Bitesize TaskBoard' }),
  ).toBeVisible();
});

test('a server failure or a busy server keeps the family signed in; only a refused session logs out', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  await openBoard(page, session);

  // A passing failure of the server (an error, a rate limit) is not a refused session.
  for (const status of [500, 429, 503]) {
    await page.route('**/api/users/me', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: '{"detail":"Busy"}' }),
    );
    await page.goto('/taskboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Failed to load user information' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth')), String(status)).not.toBeNull();
    await page.unroute('**/api/users/me');
  }
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'My Bitesize TaskBoard' }),
  ).toBeVisible();

  // A refused session is forgotten and the log-in page asks again.
  await page.route('**/api/users/me', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"detail":"Invalid or expired session"}',
    }),
  );
  await page.goto('/taskboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftaskboard/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});
