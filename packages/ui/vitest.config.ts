import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  // Components render to markup in Node (the artwork size budget): their .css.ts must compile.
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
  },
});
