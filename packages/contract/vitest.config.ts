import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
