import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const distDir = join(packageDir, 'dist');

function newestSource(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    }),
  );
}

/** Runs the package build unless dist is already newer than every source file. */
export function buildIfStale(): void {
  const built = join(distDir, 'index.d.ts');
  if (existsSync(built) && statSync(built).mtimeMs > newestSource(join(packageDir, 'src'))) return;
  execFileSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
}
