import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { logInThroughApi, type Family } from './family';

// The journeys of the Preferences tab share these: preferences chosen through the API or the
// settings screen (a fresh family and its login are in ./family).

/** Saves preferences through the API, as another device of the same user would. */
export async function choose(request: APIRequestContext, family: Family, changes: object) {
  const { token } = await logInThroughApi(family.email, family.password);
  const res = await request.put('/api/users/settings/preferences', {
    headers: { authorization: `Bearer ${token}` },
    data: changes,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function savePreference(page: Page, label: string, option: string) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const form = page.getByRole('form', { name: 'Preferences' });
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Preferences settings updated successfully!')).toBeVisible();
}
