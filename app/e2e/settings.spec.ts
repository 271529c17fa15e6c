import { expect, test, type Page } from '@playwright/test';
import { freshFamily, logInAs, signedInFamily, signUpThroughApi } from './support/family';
import { choose } from './support/preferences';

async function openSettings(page: Page, tab: string) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test('a preference saved on the Preferences tab is there after a reload', async ({ page }) => {
  await signedInFamily(page, 'set');
  await openSettings(page, 'Preferences');
  const form = page.getByRole('form', { name: 'Preferences' });
  // Nothing changed: no button to save.
  await expect(form.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Items per page' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Preferences settings updated successfully!')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  // The message goes away by itself after 3 seconds.
  await expect(form.getByText('Preferences settings updated successfully!')).toBeHidden({
    timeout: 6000,
  });
  await page.reload();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Preferences' })
      .getByRole('combobox', { name: 'Items per page' }),
  ).toHaveText('50');
});

test('revoking another browser session signs that browser out', async ({ page, browser }) => {
  const family = freshFamily('set');
  await signUpThroughApi(family);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInAs(other, family);

  await logInAs(page, family);
  await openSettings(page, 'Security');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await sessions.getByRole('button', { name: /Revoke the session on/ }).click();
  await expect(page.getByText('Session revoked successfully!')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The other browser's next page load finds its session gone and goes to the login page.
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();
});

test('changing the password keeps this browser signed in and the new password logs in', async ({
  page,
  request,
}) => {
  const family = await signedInFamily(page, 'set');
  await openSettings(page, 'Security');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill(family.password);
  await dialog.getByLabel('New Password', { exact: true }).fill('rainy-nights-77');
  await dialog.getByLabel('Confirm New Password').fill('rainy-nights-78');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('New passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm New Password').fill('rainy-nights-77');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const login = await request.post('/api/users/login', {
    data: { email: family.email, password: 'rainy-nights-77' },
  });
  expect(login.ok()).toBe(true);
});

test("in French, the change-password dialog gives the form's and the server's messages in French", async ({
  page,
  request,
}) => {
  const family = freshFamily('set');
  await signUpThroughApi(family);
  await choose(request, family, { language: 'fr' });
  await logInAs(page, family);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Sécurité' }).click();
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
  await dialog.getByLabel('Mot de passe actuel').fill('not-my-password');
  await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('rainy-nights-77');
  await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('rainy-nights-78');
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
  // The contract's check of the form, then the server's refusal, both written in English.
  await expect(dialog.getByText('Les nouveaux mots de passe ne correspondent pas')).toBeVisible();
  await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('rainy-nights-77');
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(dialog.getByText('Le mot de passe actuel est incorrect')).toBeVisible();
  await dialog.getByLabel('Mot de passe actuel').fill(family.password);
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié !')).toBeVisible();
});

test("a parent deletes the account, with its children's, and lands on the home page", async ({
  page,
  request,
}) => {
  const family = await signedInFamily(page, 'set');
  await openSettings(page, 'Security');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  // The dialog names the children whose accounts go too.
  await expect(dialog.getByText(`${family.username}_kid`)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Delete My Account' });
  await dialog.getByLabel('Password', { exact: true }).fill(family.password);
  await dialog.getByLabel('Type "DELETE MY ACCOUNT" to confirm').fill('DELETE MY');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Type "DELETE MY ACCOUNT" to confirm').fill('DELETE MY ACCOUNT');
  await submit.click();
  await expect(dialog.getByText('Account successfully deleted. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/$|\/homepage/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  const login = await request.post('/api/users/login', {
    data: { email: family.email, password: family.password },
  });
  expect(login.status()).toBe(401);
});

test('the language chosen in the settings applies at once, without a reload, and stays', async ({
  page,
}) => {
  await signedInFamily(page, 'set');
  await openSettings(page, 'Preferences');
  const form = page.getByRole('form', { name: 'Preferences' });
  await form.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await form.getByRole('button', { name: 'Save Changes' }).click();

  const inFrench = async () => {
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('tablist', { name: 'Rubriques des paramètres' }).getByRole('tab'),
    ).toHaveText(['Profil', 'Notifications', 'Confidentialité', 'Préférences', 'Sécurité']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  };
  await inFrench();
  // The form of the tab shown speaks French too, its choice saved.
  await expect(
    page.getByRole('form', { name: 'Préférences' }).getByRole('combobox', { name: 'Langue' }),
  ).toHaveText('Français');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.reload();
  await inFrench();
});
