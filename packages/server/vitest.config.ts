import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The contract is read from its TypeScript source, as `--conditions=source` does at run time.
    // (A global "source" condition would also pick some npm packages' unbuilt sources.)
    alias: [
      {
        find: /^@taskboard\/contract$/,
        replacement: fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      },
      {
        find: /^@taskboard\/contract\/messages$/,
        replacement: fileURLToPath(new URL('../contract/src/messages.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one PGlite (and, with TEST_DATABASE_URL, one PostgreSQL database) per run.
    globalSetup: ['test/global-setup.ts'],
    // Files run in parallel on the run's one PostgreSQL database; the few that compare
    // whole-table counts open a database of their own (`isolated` in test/helper.ts).
    // Spawned servers and the first PGlite open take seconds on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
