import { defineConfig } from 'vitest/config';
import type { BrowserCommandContext } from 'vitest/node';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '../../chromium';

// Screenshots of every illustrated component and state, in both themes, compared with the
// images kept in visual/__screenshots__/: a change to the artwork is a reviewed change (update
// them with `npm run test:visual:update`). Deterministic on a fresh machine: one viewport, one
// device scale, motion off by the media query, and text in DejaVu Sans (fonts-dejavu-core,
// which .ci/run installs) rather than whatever the system's font stack finds.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Pre-bundled up front: a dependency discovered mid-run reloads the page under a running test
  // (the AllStates stories reach every Radix primitive and storybook/test).
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-accordion',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-select',
      '@radix-ui/react-slider',
      '@radix-ui/react-slot',
      '@radix-ui/react-tabs',
      '@radix-ui/react-tooltip',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      '@use-gesture/react',
      'd3-shape',
      'class-variance-authority',
      '@vanilla-extract/css',
      '@storybook/react-vite',
      'storybook/test',
    ],
  },
  test: {
    name: 'visual',
    include: ['visual/**/*.visual.test.tsx'],
    // One file at a time: the AllStates pictures resize the browser's window (resizeWindow), which
    // every test file's frame shares, so a picture taken by another file meanwhile came out at
    // the wrong size.
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: {
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          // Dates and numbers in the stories read the same on every machine.
          locale: 'en-US',
          timezoneId: 'UTC',
        },
      }),
      viewport: { width: 800, height: 1200 },
      commands: {
        // The browser window itself, so a test that sets a viewport larger than the default
        // 1280×720 window is photographed at full size instead of scaled down to fit.
        async resizeWindow(context: BrowserCommandContext, width: number, height: number) {
          await context.page.setViewportSize({ width, height });
        },
      },
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may differ by a pixel here and there between machines; a changed
          // drawing changes far more than this.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
