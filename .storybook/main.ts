import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Build output written by other tasks is not source: no reloads when it changes.
      server: { watch: { ignored: ['**/dist/**', '**/build/**', '**/storybook-static/**'] } },
      // Workspaces are read from their TypeScript sources, as in the app and the tests.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Pre-bundled up front: discovering these mid-run reloads the page under a running test.
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
          '@vanilla-extract/css/adapter',
          '@vanilla-extract/css/fileScope',
        ],
      },
    }),
};

export default config;
