import { expect, test } from '@playwright/test';

// Spec §4 Users: a visitor without a session who opens the users directory sees six example
// users with their badges and a way to log in, instead of being sent to the log-in page.

test('a visitor without a session sees the six example users and Log In on /users', async ({
  page,
}) => {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  const examples = page.getByRole('list', { name: 'Example users' }).getByRole('article');
  await expect(examples).toHaveCount(6);
  await expect(examples.getByText('Example', { exact: true })).toHaveCount(6);
  // No card leads to a real profile, and nothing asked the server for the real list.
  await expect(page.getByRole('list', { name: 'Example users' }).getByRole('link')).toHaveCount(0);

  await page.getByRole('link', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers$/);

  // The other signed-in screens still send a visitor to log in.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings$/);
});
