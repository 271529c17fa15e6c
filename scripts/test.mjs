// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck, lint and the app build (side by side), the vitest projects (contract, machines,
// server, ui, stories in Chromium), then the end-to-end journeys in Chromium against the real server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Outside test-results/, which Playwright empties when it starts.
const reports = join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * The steps, in order; the first group runs at once. Typecheck, lint and the app build are each
 * one process that mostly keeps one core busy, so on a two-core machine they take together
 * about the time of the slowest instead of their sum. Their output is printed step by step as
 * each ends, so the log reads as if they ran one after another.
 */
const groups = [
  [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['app build', 'npm', ['run', 'build', '-w', 'app']],
    // The compiled server the process tests start (built here, the vitest setup finds it fresh).
    [
      'server build',
      'node',
      [
        '-e',
        "import('./scripts/builds.mjs').then((b) => process.exit(b.buildIfStale('server', { stdio: 'pipe' }) ? 0 : 1))",
      ],
    ],
  ],
  [
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
  ],
  [['end-to-end tests', 'npx', ['playwright', 'test']]],
];

const env = { ...process.env, FORCE_COLOR: '0' };

/** Runs one step; alone, its output goes straight to the terminal, else it is kept for later. */
function run([name, command, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name, status, output, seconds });
    });
  });
}

let failedStep;
for (const group of groups) {
  const alone = group.length === 1;
  if (alone) console.log(`\n=== ${group[0][0]} ===`);
  const results = await Promise.all(group.map((step) => run(step, alone)));
  for (const { name, status, output, seconds } of results) {
    if (!alone) console.log(`\n=== ${name} ===\n${output}`);
    console.log(`(${name}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s)`);
    if (status !== 0) failedStep ??= name;
  }
  if (failedStep) break;
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
