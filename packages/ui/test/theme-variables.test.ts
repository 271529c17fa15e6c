import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vars } from '../src/theme';

// The theme's CSS custom properties are part of the public API: a consumer's stylesheet names
// them. theme-variables.txt lists every one; a change shows here first, so it is made on purpose
// (and written in the changelog).

const reportPath = fileURLToPath(new URL('../theme-variables.txt', import.meta.url));
const updateCommand =
  'UPDATE_API_REPORT=1 npx vitest run --project ui test/theme-variables.test.ts';

function names(group: Record<string, unknown>): string[] {
  return Object.values(group).flatMap((value) =>
    typeof value === 'string'
      ? [value.slice('var('.length, -1)]
      : names(value as Record<string, unknown>),
  );
}

const report = () =>
  [
    '# The CSS custom properties @taskboard/ui themes fill and its components read.',
    '# Set any of them in plain CSS on a themed element to restyle what is inside it.',
    `# test/theme-variables.test.ts checks this list; after a deliberate change run`,
    `#   ${updateCommand}`,
    '',
    ...names(vars).sort(),
    '',
  ].join('\n');

describe('the theme variables', () => {
  it('are named under one prefix, --tb-, by their token path', () => {
    expect(vars.color.primary).toBe('var(--tb-color-primary)');
    expect(vars.color.surfaceRaised).toBe('var(--tb-color-surface-raised)');
    expect(vars.radius.md).toBe('var(--tb-radius-md)');
    expect(names(vars).every((name) => /^--tb-[a-z0-9-]+$/.test(name))).toBe(true);
  });

  it('are the ones theme-variables.txt lists', () => {
    if (process.env.UPDATE_API_REPORT) writeFileSync(reportPath, report());
    expect(readFileSync(reportPath, 'utf8'), `if this change is deliberate: ${updateCommand}`).toBe(
      report(),
    );
  });
});

describe('a token reference built from its path', () => {
  it('is the contract’s own reference, for every token', async () => {
    const { themeVar } = await import('../src/theme/variableName');
    const { colorVar } = await import('../src/theme/colorVar');
    const walk = (group: Record<string, unknown>, path: string[]): void => {
      for (const [key, value] of Object.entries(group)) {
        if (typeof value === 'string') expect(themeVar(...path, key)).toBe(value);
        else walk(value as Record<string, unknown>, [...path, key]);
      }
    };
    walk(vars, []);
    expect(colorVar('priority.high')).toBe(vars.color.priority.high);
    expect(colorVar('primary')).toBe(vars.color.primary);
  });
});
