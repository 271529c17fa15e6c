import { expect, test } from '@playwright/test';

/** A mail's link to a settings tab (a sign-in alert's `/settings?tab=security`) opens that tab. */
test("a link to Settings' Security tab opens it, with the active sessions", async ({
  page,
  request,
}) => {
  const id = Date.now().toString(36).slice(-6);
  const family = {
    username: `tab${id}`,
    email: `tab.${id}@example.test`,
    password: 'sunny-days-42',
  };
  const registered = await request.post('/api/users/register', {
    data: { ...family, confirmPassword: family.password, birth_year: 1986 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Active Sessions' })).toBeVisible();
  await page.goto('/settings?tab=nonsense');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});
