import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the prerendered page: a click before that is the browser's own
 * (a full page load), not the app's. React marks each element it owns with its props.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const body = document.querySelector('body *');
    return body !== null && Object.keys(body).some((key) => key.startsWith('__reactProps'));
  });
}
