import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium';

// Every story is a test: it renders, runs its play function and passes axe (preview sets
// a11y.test = 'error'), in the Chromium the system provides. storybookTest sizes the page
// per story from its viewport setting (globals.viewport.value, else
// parameters.viewport.defaultViewport; keys from Storybook's MINIMAL_VIEWPORTS, e.g.
// mobile1 = 320×568) and to 1200×900 otherwise, so phone stories really run at phone width
// (TaskSwipeCard's Mobile story asserts it).
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        // The real media query, so motion tokens are 0 while stories are tested.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
