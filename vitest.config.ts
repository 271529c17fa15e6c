import { defineConfig } from 'vitest/config';

// Every workspace keeps its own vitest config; `npm run test:unit` runs them all as projects.
export default defineConfig({
  test: {
    // Two files at a time. Vitest's default is one fewer than the cores, which is one here: yet
    // much of a file's time is spent waiting on PostgreSQL, a spawned server or Chromium, so a
    // second file keeps the two cores busy (each server file that compares whole tables opens a
    // database of its own, so files never see each other's rows).
    maxWorkers: 2,
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
