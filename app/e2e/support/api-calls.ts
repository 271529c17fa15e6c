import { expect, type Page } from '@playwright/test';

/**
 * Counts the page's API calls under way; `settled` waits until none is, then for two frames and
 * a timer more: whatever the change queued (dnd-kit's frame, Radix's focus return, the reload's
 * re-render) has run by then.
 */
export function apiCalls(page: Page) {
  let underWay = 0;
  // The family's event stream stays open as long as the page: it is not a call that ends.
  const isCall = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') && pathname !== '/api/events';
  };
  page.on('request', (request) => {
    if (isCall(request.url())) underWay += 1;
  });
  const done = (request: { url: () => string }) => {
    if (isCall(request.url())) underWay -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async () => {
      await expect.poll(() => underWay, { message: 'API calls under way' }).toBe(0);
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
          ),
      );
    },
  };
}
