import { defineConfig } from 'vitest/config';
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
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', '@vanilla-extract/css'],
  },
  test: {
    name: 'visual',
    include: ['visual/**/*.visual.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
      }),
      viewport: { width: 800, height: 1200 },
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
