// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck, lint, the vitest projects (contract, machines, server, ui, stories in Chromium),
// the app build, then the end-to-end journeys in Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Outside test-results/, which Playwright empties when it starts.
const reports = join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  [
    'unit, integration and story tests',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
  ],
  ['app build', 'npm', ['run', 'build', '-w', 'app']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

// One closing count over every runner, so a reader of the log sees the whole run at a glance.
let passed = 0;
let failed = 0;
const vitestReport = join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const playwrightReport = join(reports, 'playwright.json');
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
}
if (failedStep) {
  console.log(`\nFailed at: ${failedStep}`);
  if (failed === 0) failed = 1;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
