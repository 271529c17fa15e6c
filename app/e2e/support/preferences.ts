import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The journeys of the Preferences tab share these: a fresh family, preferences chosen through the
// API or the settings screen, and a login.

let counter = 0;
/** A fresh family for each journey, so tests never depend on each other's data. */
export function newFamily() {
  counter += 1;
  const id = `${Date.now().toString(36).slice(-5)}${counter}`;
  return { username: `pref${id}`, email: `prefs.${id}@example.test`, password: 'sunny-days-42' };
}
export type Family = ReturnType<typeof newFamily>;

export async function register(request: APIRequestContext, family: Family) {
  const res = await request.post('/api/users/register', {
    data: { ...family, confirmPassword: family.password, birth_year: 1986 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Saves preferences through the API, as another device of the same user would. */
export async function choose(request: APIRequestContext, family: Family, changes: object) {
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

export async function logIn(page: Page, family: Family) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
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
