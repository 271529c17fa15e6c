import { defineConfig } from 'vitest/config';

// Every workspace keeps its own vitest config; `npm run test:unit` runs them all as projects.
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'machines/vitest.config.ts',
      'packages/server/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'packages/ui/vitest.visual.config.ts',
      'app/vitest.config.ts',
      'vitest.storybook.config.ts',
    ],
  },
});
