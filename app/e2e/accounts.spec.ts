import { expect, test, type Page } from '@playwright/test';
import { freshFamily, logInThroughForm, type Family } from './support/family';
import { latestMailLink } from './support/outbox';

async function signUp(page: Page, family: Family) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(family.username);
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(family.password);
  await page.getByLabel('Year of birth').fill('1988');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/email-verification-sent/);
}

test('sign up, verify the e-mail from the outbox, log in, land on /, log out', async ({ page }) => {
  const family = freshFamily('fam');
  await signUp(page, family);
  await expect(page.getByText('Registration successful!')).toBeVisible();

  const link = await latestMailLink(family.email, '/verify-email');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();

  // The same link is single-use.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Email verification failed!' })).toBeVisible();

  await logInThroughForm(page, family.email, family.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
  // Opening / afresh (typing the address, a reload) serves the app too.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

  // The authenticated layout now sends visitors to /login and remembers where they were going.
  await page.goto('/taskboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftaskboard/);
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/taskboard$/);
});

test('sign-up shows the spec messages for bad input and changes nothing', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('sunny-days-42');
  await page.getByLabel('Confirm password', { exact: true }).fill('other-words-42');
  await page.getByLabel('Year of birth').fill('1900');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page.getByText('Year of birth must be at least 1925')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password shows the login banner and stores no auth', async ({ page }) => {
  const family = freshFamily('fam');
  await signUp(page, family);
  await logInThroughForm(page, family.email, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('The email is required')).toBeVisible();
  await expect(page.getByText('The password is required')).toBeVisible();
});

test('the password field can show and hide what was typed', async ({ page }) => {
  await page.goto('/login');
  const field = page.getByLabel('Password', { exact: true });
  await field.fill('secret-words');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(field).toHaveAttribute('type', 'password');
});

test('forgot password, reset from the mailed link, then log in with the new password', async ({
  page,
}) => {
  const family = freshFamily('fam');
  await signUp(page, family);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(family.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent successfully.')).toBeVisible();

  const link = await latestMailLink(family.email, '/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-words-7');
  await page.getByLabel('Confirm new password').fill('different-words-7');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('brand-new-words-7');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await logInThroughForm(page, family.email, family.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await logInThroughForm(page, family.email, 'brand-new-words-7');
  await expect(page).toHaveURL(/\/$/);

  // A forgot-password request for an unknown address answers exactly the same.
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody.${family.username}@example.test`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent successfully.')).toBeVisible();
});
