import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale, packageDir } from './buildOnce';

// Unpacks the packed tarball into another project, the way npm lays out an installed package,
// and renders from it: proves the exports map, the externals, the declared dependencies and the
// emitted files work outside this repository. The consumer's dependencies are the workspace's own
// installed copies, so the test needs neither the registry nor registry metadata in npm's cache
// (`npm ci` caches tarballs, not the metadata an offline `npm install` asks for).

let scratch: string;
let tarball: string;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The installed copy of `name` that the ui package itself resolves (nearest node_modules). */
function installedCopy(name: string): string {
  for (let dir = packageDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed in the workspace`);
  }
}

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** npm's meaning of the plain ranges the package declares: `1.2.3`, `~1.2.3`, `^1.2.3`. */
function satisfies(version: string, range: string): boolean {
  const match = /^([\^~]?)(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`a range this test does not read: ${range}`);
  const have = version.split('.').map(Number);
  const floor = match.slice(2).map(Number);
  const compare = have.findIndex((part, i) => part !== floor[i]);
  const atLeast = compare === -1 || (have[compare] ?? 0) > (floor[compare] ?? 0);
  // How many leading parts must stay equal: all three for an exact version, major and minor
  // for ~, and for ^ everything up to the first non-zero part.
  const fixed =
    match[1] === '' ? 3 : match[1] === '~' ? 2 : floor[0] !== 0 ? 1 : floor[1] !== 0 ? 2 : 3;
  return atLeast && have.slice(0, fixed).every((part, i) => part === floor[i]);
}

beforeAll(() => {
  buildIfStale();
  scratch = mkdtempSync(join(tmpdir(), 'taskboard-ui-pack-'));
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', scratch], packageDir),
  ) as Array<{ filename: string; files: Array<{ path: string }> }>;
  const first = packed[0];
  if (!first) throw new Error('npm pack reported no tarball');
  tarball = join(scratch, first.filename);
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );

  const installed = join(scratch, 'node_modules/@taskboard/ui');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], scratch);
  // Only what the packed manifest declares (and the consumer's own React) is reachable, so an
  // import the manifest forgot fails here as it would for another team.
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Manifest;
  const wanted = { ...manifest.dependencies, ...manifest.peerDependencies };
  for (const [name, range] of Object.entries(wanted)) {
    const copy = installedCopy(name);
    const { version } = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as Manifest;
    if (!satisfies(version, range)) {
      throw new Error(`${name}@${version} does not satisfy the packed range ${range}`);
    }
    const link = join(scratch, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(copy, link, 'dir');
  }
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed @taskboard/ui', () => {
  it('ships the built files and no sources', () => {
    const listing = run('tar', ['-tzf', tarball], scratch).split('\n');
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).toContain('package/dist/ui.css');
    expect(listing).toContain('package/README.md');
    expect(listing).toContain('package/CHANGELOG.md');
    expect(listing).toContain('package/theme-variables.txt');
    expect(listing.some((path) => path.startsWith('package/src/'))).toBe(false);
  });

  it('renders a Button with react-dom/server', () => {
    const script = join(scratch, 'render.mjs');
    writeFileSync(
      script,
      [
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { Button } from '@taskboard/ui';",
        "console.log(renderToString(createElement(Button, { tone: 'danger', pending: true }, 'Delete goal')));",
      ].join('\n'),
    );
    const html = run('node', [script], scratch).trim();
    expect(html).toMatch(/^<button /);
    expect(html).toContain('type="button"');
    expect(html).toContain('data-tone="danger"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('disabled=""');
    expect(html).toContain('Delete goal');
    // Every class the markup names is defined in the shipped stylesheet.
    const classNames = html.match(/class="([^"]+)"/)?.[1]?.split(' ') ?? [];
    expect(classNames.length).toBeGreaterThan(1);
    const css = readFileSync(join(scratch, 'node_modules/@taskboard/ui/dist/ui.css'), 'utf8');
    for (const name of classNames) expect(css).toContain(`.${name}`);
  });

  it('resolves the theme entry and the stylesheet through the exports map', () => {
    const script = join(scratch, 'theme.mjs');
    writeFileSync(
      script,
      [
        "import { createRequire } from 'node:module';",
        "import { lightTheme, darkTheme, vars } from '@taskboard/ui/theme';",
        'const require = createRequire(import.meta.url);',
        "console.log(JSON.stringify({ lightTheme, darkTheme, primary: vars.color.primary, css: require.resolve('@taskboard/ui/styles.css') }));",
      ].join('\n'),
    );
    const result = JSON.parse(run('node', [script], scratch)) as Record<string, string>;
    expect(result.primary).toMatch(/^var\(--/);
    const css = readFileSync(result.css as string, 'utf8');
    expect(css).toContain(`.${result.lightTheme}{`);
    expect(css).toContain(`.${result.darkTheme}{`);
  });
});
