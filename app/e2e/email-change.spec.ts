import { expect, test, type Page } from '@playwright/test';
import { freshFamily, logInThroughForm, signUpThroughApi } from './support/family';
import { latestMailLink } from './support/outbox';

// A new e-mail address takes the password, waits for the link in the new inbox, and the old
// inbox can undo it, signing every device out.

/** A fresh family, with the address it moves to. */
function newFamily() {
  const family = freshFamily('mail');
  return { ...family, newEmail: `new.${family.id}@example.test` };
}
type Family = ReturnType<typeof newFamily>;

/** On the Profile tab: types the new address and the password it asks for, and saves. */
async function askForNewAddress(page: Page, family: Family) {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  await form.getByLabel('Email').fill(family.newEmail);
  // A new address asks for the password; saving without it changes nothing.
  const password = form.getByLabel('Current password');
  await expect(password).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    form.getByText('Enter your current password to change your e-mail address'),
  ).toBeVisible();
  await password.fill(family.password);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Confirm your new address with the link we sent')).toBeVisible();
  await expect(
    form.getByText(`Waiting for you to confirm ${family.newEmail} — check that inbox.`),
  ).toBeVisible();
  // Until then the old address stays the one shown, and the login.
  await expect(form.getByLabel('Email')).toHaveValue(family.email);
}

test('a parent changes the e-mail with the password, confirms it from the new inbox and logs in with it', async ({
  page,
}) => {
  const family = newFamily();
  await signUpThroughApi(family);
  await logInThroughForm(page, family.email, family.password);
  await expect(page).not.toHaveURL(/\/login/);
  await askForNewAddress(page, family);

  const link = await latestMailLink(family.newEmail, '/confirm-email-change');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'New e-mail confirmed!' })).toBeVisible();
  await expect(page.getByText('Your new e-mail address is confirmed.')).toBeVisible();

  // The link works once.
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { name: 'The new e-mail was not confirmed' }),
  ).toBeVisible();

  // Another device: no stored session.
  await page.evaluate(() => localStorage.removeItem('auth'));
  await logInThroughForm(page, family.email, family.password);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await logInThroughForm(page, family.newEmail, family.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings');
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(
    family.newEmail,
  );
});

test('the owner cancels the change from the old inbox and every session ends', async ({ page }) => {
  const family = newFamily();
  await signUpThroughApi(family);
  await logInThroughForm(page, family.email, family.password);
  await expect(page).not.toHaveURL(/\/login/);
  await askForNewAddress(page, family);

  const link = await latestMailLink(family.email, '/cancel-email-change');
  // Opening the link (as a mail scanner would) undoes nothing: the change waits for the press.
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { name: 'Undo the change of e-mail address?' }),
  ).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Undo the change and sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail change cancelled' })).toBeVisible();
  await expect(page.getByText('every session of your account has ended')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a new password' })).toBeVisible();

  // Signed out: the board sends this browser to the login.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  // The confirmation sent to the new inbox no longer works, and the old address still logs in.
  const confirm = await latestMailLink(family.newEmail, '/confirm-email-change');
  await page.goto(confirm.pathname + confirm.search);
  await expect(
    page.getByRole('heading', { name: 'The new e-mail was not confirmed' }),
  ).toBeVisible();
  await logInThroughForm(page, family.email, family.password);
  await expect(page).not.toHaveURL(/\/login/);
});
