import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale, packageDir } from './buildOnce';

// Installs the packed tarball the way another team would, and renders from it: proves the
// exports map, the externals and the emitted files work outside this repository.

const require = createRequire(import.meta.url);
const reactVersion = (require('react/package.json') as { version: string }).version;
const reactDomVersion = (require('react-dom/package.json') as { version: string }).version;

let scratch: string;
let tarball: string;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
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
  run(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      tarball,
      `react@${reactVersion}`,
      `react-dom@${reactDomVersion}`,
    ],
    scratch,
  );
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
        "console.log(renderToString(createElement(Button, { variant: 'danger', loading: true }, 'Delete goal')));",
      ].join('\n'),
    );
    const html = run('node', [script], scratch).trim();
    expect(html).toMatch(/^<button /);
    expect(html).toContain('type="button"');
    expect(html).toContain('data-variant="danger"');
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
