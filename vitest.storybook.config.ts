import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

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
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
        // The real media query, so motion tokens are 0 while stories are tested.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
