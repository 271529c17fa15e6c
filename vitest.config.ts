import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, in the order they start. On a fresh clone vitest knows no file's
 * duration and starts the largest files first, which puts these (small files that drive long
 * runs) last: the two workers then finish minutes apart. Started first, the rest fills in
 * around them. The figures are a CI run's (bench/results.md, how long `npm test` takes).
 */
const SLOWEST_FIRST = [
  'contract-fuzz.postgres.test.ts', // about 290 s
  'contract-fuzz.pglite.test.ts', // 220 s
  'kill-durability.test.ts', // 130 s
  'authorization-matrix.test.ts', // 110 s
  'backup-restore.test.ts', // 90 s
  'notifications.test.ts', // 60 s
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the others keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Every workspace keeps its own vitest config; `npm run test:unit` runs them all as projects.
export default defineConfig({
  test: {
    // Two files at a time. Vitest's default is one fewer than the cores, which is one here: yet
    // much of a file's time is spent waiting on PostgreSQL, a spawned server or Chromium, so a
    // second file keeps the two cores busy (each server file that compares whole tables opens a
    // database of its own, so files never see each other's rows).
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
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
