import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';

// The app's pure board logic (layout choice, optimistic moves, selection, siren schedule).
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'app',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
