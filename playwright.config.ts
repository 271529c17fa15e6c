import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eBaseUrl } from './app/e2e/support/environment';

// End-to-end journeys in Debian's Chromium against the real server (started by globalSetup on a
// temporary data directory, so every run begins with an empty database).
export default defineConfig({
  testDir: './app/e2e',
  // Two files at a time: a journey spends much of its time waiting on the server or the page,
  // so the second worker roughly halves the run on two cores. Each journey signs up its own
  // family, and a file's journeys stay together in one worker, in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  globalSetup: './app/e2e/support/global-setup.ts',
  use: {
    baseURL: e2eBaseUrl,
    // No trace: recording every action's snapshots and a screencast took about a third of the
    // run's CPU. A failure still leaves its page's accessibility snapshot (error-context.md)
    // and a screenshot; `npx playwright test --trace on <file>` records one when it is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker precaches every screen's code (about 150 files) in each new
    // browser context, which every journey opens: the journeys about the installed app and push
    // messages turn it on for themselves (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
});
