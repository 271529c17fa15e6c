import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darkTokens, lightTokens, reducedMotionTokens } from '../src/theme/tokens';
import { packageDir } from './buildOnce';

// Compiles the theme alone (unminified) and reads the CSS it really ships.

let outDir: string;
let css: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'taskboard-ui-theme-'));
  await build({
    root: packageDir,
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir,
      minify: false,
      lib: { entry: 'src/theme/index.ts', formats: ['es'], cssFileName: 'theme' },
      rollupOptions: { external: [/^@vanilla-extract\//] },
    },
  });
  const file = readdirSync(outDir).find((name) => name.endsWith('.css'));
  if (!file) throw new Error('the theme build wrote no CSS');
  css = readFileSync(join(outDir, file), 'utf8');
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The custom properties a rule body sets, name → value. */
function declarations(body: string): Map<string, string> {
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

/** One theme's class and its motion duration properties, found by values in its base rule. */
function themeMotion(tokens: typeof lightTokens): { className: string; properties: string[] } {
  const themeRule = [...css.matchAll(/\.([\w-]+) \{([^}]*)\}/g)].find(([, , body]) =>
    body!.includes(tokens.color.background),
  );
  expect(themeRule, `no rule sets ${tokens.color.background}`).toBeDefined();
  const durations = [
    tokens.motion.durationFast,
    tokens.motion.durationNormal,
    tokens.motion.durationSlow,
  ];
  const properties = [...declarations(themeRule![2]!)]
    .filter(([, value]) => durations.includes(value))
    .map(([name]) => name);
  return { className: themeRule![1]!, properties };
}

describe('motion under prefers-reduced-motion', () => {
  it('has durations to zero in the first place', () => {
    expect(Object.values(reducedMotionTokens)).toEqual(['0ms', '0ms', '0ms']);
    expect(lightTokens.motion.durationNormal).not.toBe('0ms');
  });

  it.each([
    ['light', lightTokens],
    ['dark', darkTokens],
  ])('sets every duration of the %s theme to 0ms', (_name, tokens) => {
    const { className, properties } = themeMotion(tokens);
    expect(properties).toHaveLength(3);
    const media = css.match(
      new RegExp(
        `@media \\(prefers-reduced-motion: reduce\\) \\{\\s*\\.${className} \\{([^}]*)\\}`,
      ),
    );
    expect(media, `no reduced-motion rule for .${className}`).not.toBeNull();
    const reduced = declarations(media![1]!);
    for (const property of properties) expect(reduced.get(property)).toBe('0ms');
  });

  it('also honours data-motion="reduced" set by an app setting', () => {
    const rule = css.match(/\[data-motion="?reduced"?\][^{]*\{([^}]*)\}/);
    expect(rule).not.toBeNull();
    const values = [...declarations(rule![1]!).values()];
    expect(values).toEqual(['0ms', '0ms', '0ms']);
  });
});
