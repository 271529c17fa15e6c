// The two builds `npm start` runs on: the app (served as static files) and the server (one
// JavaScript file). Each is rebuilt only when one of its inputs is newer than its last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** What `npm start` runs: no TypeScript loader at run time. */
export const serverEntry = join(root, 'packages/server/dist/main.js');
/**
 * V8 flags the server runs with, sized for a small home server (bench/results.md, footprint):
 * - `--liftoff-only`: the embedded database's WebAssembly stays on V8's baseline compiler. The
 *   optimising tier would keep about 70 MB of compiled code and compiler memory for a database
 *   that spends its time on a family's few megabytes; per request it costs no more CPU here.
 * - `--max-semi-space-size=4` (MB): a young generation of 8 MB instead of 32 MB.
 * - `--heap-growing-percent=10`: after each full collection the heap may grow by a tenth before
 *   the next, instead of half or more, so a burst of requests does not leave it oversized.
 * - `--gc-memory-reducer-start-delay-ms=1000`: an idle server gives memory back after a second
 *   instead of eight.
 *   (`--optimize-for-size` kept memory as low, but cost more CPU per request and put the
 *   board's p99 over its budget.)
 */
export const serverNodeFlags = [
  '--liftoff-only',
  '--max-semi-space-size=4',
  '--heap-growing-percent=10',
  '--gc-memory-reducer-start-delay-ms=1000',
];
/** The server process exactly as `npm start` runs it: `node <flags> dist/main.js`. */
export const serverArgs = [...serverNodeFlags, serverEntry];

/** What each build reads: `npm start` rebuilds when any of it is newer than the last build. */
export const builds = {
  app: {
    stamp: 'app/build/.build-stamp',
    inputs: [
      'app/src',
      'app/public',
      'packages/ui/src',
      'packages/contract/src',
      'machines/src',
      'app/plugins',
      'app/scripts',
      'app/vite.config.ts',
      'app/react-router.config.ts',
      'app/package.json',
      // The content pages are prerendered from the server's answers on a migrated, seeded database.
      'packages/server/src/content',
      'packages/server/src/db',
      'packages/server/src/repositories/posts-repository.ts',
      'packages/server/src/services/content-service.ts',
      'packages/server/drizzle',
      'package-lock.json',
    ],
    workspace: 'app',
  },
  server: {
    stamp: 'packages/server/dist/.build-stamp',
    inputs: [
      'packages/server/src',
      'packages/contract/src',
      'packages/server/vite.build.config.ts',
      'packages/server/package.json',
      'package-lock.json',
    ],
    workspace: 'packages/server',
  },
};

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/**
 * Builds `name` ('app' or 'server') when its sources changed since the last build; returns
 * false when the build failed (its output is on the console).
 */
export function buildIfStale(name, { stdio = 'inherit' } = {}) {
  const { stamp, inputs, workspace } = builds[name];
  const stampPath = join(root, stamp);
  const changed = Math.max(...inputs.map((input) => newestChange(join(root, input))));
  if (existsSync(stampPath) && statSync(stampPath).mtimeMs >= changed) return true;
  if (stdio === 'inherit') console.log(`Building the ${name} (first start or changed sources)...`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio });
  if (build.status !== 0) return false;
  writeFileSync(stampPath, new Date().toISOString());
  return true;
}
