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
