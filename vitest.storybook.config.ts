import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium';

// Every story is a test: it renders, runs its play function and passes axe (preview sets
// a11y.test = 'error'), in the Chromium the system provides.
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
