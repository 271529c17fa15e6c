import { expect, test } from '@playwright/test';
import { signedInFamily } from './support/family';

/** A mail's link to a settings tab (a sign-in alert's `/settings?tab=security`) opens that tab. */
test("a link to Settings' Security tab opens it, with the active sessions", async ({ page }) => {
  await signedInFamily(page, 'tab');

  await page.goto('/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Active Sessions' })).toBeVisible();
  await page.goto('/settings?tab=nonsense');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});
