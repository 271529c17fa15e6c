import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { messageCatalogues } from './plugins/messageCatalogues.ts';
import catalogue from './src/i18n/catalogueParts.json';

// The app's pure board logic (layout choice, optimistic moves, selection, siren schedule), and
// the agreements between the contract's names and the ui library's (which imports its styles).
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    messageCatalogues(
      fileURLToPath(new URL('./src/i18n/messages', import.meta.url)),
      catalogue.parts,
    ),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Node resolves with server conditions: point at the library's source, as the app build does.
    alias: {
      '@taskboard/ui': fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'app',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
